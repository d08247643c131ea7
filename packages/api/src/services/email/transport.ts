/** The one interface every mail transport implements (shaped like the SMS gateway, ../sms/gateway.ts). */

/** An e-mail to send: plain text, one recipient. */
interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** What a transport reports after accepting a message. */
interface MailReceipt {
  providerId: string | null;
}

/** A mail transport. `storesText` transports keep the text readable in `email_messages` (dev only). */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp' | (string & {});
  readonly storesText: boolean;
  send(message: MailMessage): Promise<MailReceipt>;
}

/** The transport refused the message or could not be reached. */
export class MailTransportError extends Error {
  readonly providerStatus: string | undefined;
  constructor(message: string, providerStatus?: string) {
    super(message);
    this.name = 'MailTransportError';
    this.providerStatus = providerStatus;
  }
}
