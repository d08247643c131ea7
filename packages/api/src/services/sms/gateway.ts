/** The one interface every SMS gateway implements. */

/** A message to send. */
interface SmsMessage {
  /** `09XXXXXXXX`. */
  mobile: string;
  body: string;
  /** Our id of the send, passed to gateways that de-duplicate (Mitake `clientid`). */
  clientId: string;
}

/** What a gateway reports after accepting a message. */
interface SmsReceipt {
  providerId: string | null;
}

/** An SMS gateway. `storesText` gateways keep the text readable in `sms_messages` (dev only). */
export interface SmsGateway {
  readonly name: 'outbox' | 'mitake' | (string & {});
  readonly storesText: boolean;
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** The gateway refused or could not be reached. */
export class SmsGatewayError extends Error {
  readonly providerStatus: string | undefined;
  constructor(message: string, providerStatus?: string) {
    super(message);
    this.name = 'SmsGatewayError';
    this.providerStatus = providerStatus;
  }
}
