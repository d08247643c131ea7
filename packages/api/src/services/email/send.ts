/**
 * Sending one e-mail (docs/spec/company-side.md#notifications): handed to the transport and
 * recorded as one `email_messages` row — the text where the transport keeps texts (the
 * development outbox), else the `redacted` stand-in. A transport failure is recorded (`failed`)
 * and logged without the address or the text; it never throws.
 *
 * @example
 * await sendEmail({ db, mail, now, log }, { to: 'studio@example.tw', subject, body, redacted: '[新需求]' });
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { emailMessages } from '../../db/schema-company-side.ts';
import { type MailTransport, MailTransportError } from './transport.ts';

/** What a send needs. */
interface EmailDeps {
  db: Db;
  mail: MailTransport;
  now: Date;
  log: Logger;
}

/** One e-mail: to whom, its subject and text, and what is stored instead of the text where the transport keeps none. */
interface Email {
  to: string;
  subject: string;
  body: string;
  redacted: string;
}

/** How a send went. */
type EmailOutcome = 'sent' | 'failed';

/** Sends one e-mail and records it; never throws for the transport's failure. */
export async function sendEmail(deps: EmailDeps, email: Email): Promise<EmailOutcome> {
  const { db, mail, now, log } = deps;
  const row = {
    to: email.to,
    subject: email.subject,
    body: mail.storesText ? email.body : email.redacted,
    transport: mail.name,
    createdAt: now,
  };
  try {
    const receipt = await mail.send({ to: email.to, subject: email.subject, body: email.body });
    await db.insert(emailMessages).values({ ...row, status: 'sent', providerId: receipt.providerId });
    return 'sent';
  } catch (err) {
    await db.insert(emailMessages).values({ ...row, status: 'failed' });
    log.error(
      { transport: mail.name, error: err instanceof MailTransportError ? err.message : 'error' },
      'e-mail failed',
    );
    return 'failed';
  }
}
