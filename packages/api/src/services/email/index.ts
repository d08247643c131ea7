/** E-mail: the transport chosen by the environment (ADR 046), and the one send on top of it. */
import type { Env } from '../../env.ts';
import { createOutboxTransport } from './outbox.ts';
import { createSmtpTransport } from './smtp.ts';
import type { MailTransport } from './transport.ts';

export { createOutboxTransport } from './outbox.ts';
export { sendEmail } from './send.ts';
export type { MailTransport } from './transport.ts';

/** The transport `MAIL_TRANSPORT` names (the environment checked that `smtp` has its URL and sender). */
export function createMailTransport(env: Env): MailTransport {
  if (env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL && env.MAIL_FROM) {
    return createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: env.MAIL_TIMEOUT_MS });
  }
  return createOutboxTransport();
}
