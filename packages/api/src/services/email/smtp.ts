/**
 * The SMTP transport (ADR 046): nodemailer's SMTP client, one connection per message, to the
 * server `SMTP_URL` names (`smtp://user:pass@host:587` upgrades with STARTTLS when the server
 * offers it; `smtps://…:465` is TLS from the start), from `MAIL_FROM`. Plain text only. A refusal
 * or a connection failure is a MailTransportError carrying the SMTP reply code, never the URL
 * (it holds the password).
 */
import { createTransport } from 'nodemailer';
import { type MailTransport, MailTransportError } from './transport.ts';

/** Settings of the SMTP transport. */
export interface SmtpOptions {
  /** `smtp://` or `smtps://` URL with the credentials. */
  url: string;
  /** The sender, `Renovo <notice@example.tw>`. */
  from: string;
  /** Milliseconds for connecting, the greeting and each socket wait. */
  timeoutMs: number;
}

/** The reply code of an SMTP error, when nodemailer gave one. */
function replyCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? String(code) : undefined;
}

/** Creates the SMTP transport. */
export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const transporter = createTransport(
    {
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    },
    { from: options.from },
  );
  return {
    name: 'smtp',
    storesText: false,
    async send(message) {
      try {
        const info = await transporter.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.body,
        });
        return { providerId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (err) {
        const code = replyCode(err);
        throw new MailTransportError(`smtp send failed${code ? ` (${code})` : ''}`, code);
      }
    },
  };
}
