/**
 * What the company-side notices need (docs/spec/company-side.md#notifications): the database,
 * the SMS gateway and the mail transport, the instant, a logger and the configuration — and the
 * site's origin for their links, from SITE_ORIGIN (production requires it; a notice is sent by a
 * job, so there is no request, and a link is never built from a Host header).
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { MailTransport } from '../../services/email/index.ts';
import type { SmsGateway } from '../../services/sms/index.ts';

/** What the notices need. */
export interface CompanyNoticeDeps {
  db: Db;
  sms: SmsGateway;
  mail: MailTransport;
  now: Date;
  log: Logger;
  env: Env;
}

/** The origin of a notice's links: SITE_ORIGIN, else (outside production) this server on loopback. */
export function noticeOrigin(env: Pick<Env, 'SITE_ORIGIN' | 'PORT'>): string {
  return env.SITE_ORIGIN ?? `http://127.0.0.1:${env.PORT}`;
}

/** The error's kind for a log line: never its message, which may quote a query's values. */
export function errorKind(err: unknown): string {
  return err instanceof Error ? err.name : typeof err;
}
