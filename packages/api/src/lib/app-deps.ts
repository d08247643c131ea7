/**
 * What the routes need, shared by every request of one app instance (`createApp` in app.ts
 * builds it; handlers read it as `c.get('deps')`). A module of its own so that the middleware
 * and the Hono environment type need not import app.ts, which imports them.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { MailTransport } from '../services/email/index.ts';
import type { PartnerDirectory } from '../services/partners/index.ts';
import type { SmsGateway } from '../services/sms/index.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Clock } from './time.ts';

/** What the routes need, shared by every request of one app instance. */
export interface AppDeps {
  db: Db;
  env: Env;
  sms: SmsGateway;
  /** The mail transport (ADR 046; the company notices). */
  mail: MailTransport;
  logger: Logger;
  clock: Clock;
  partners: PartnerDirectory;
  /** Draining or not (`GET /readyz`). */
  lifecycle: Lifecycle;
  /** Where media bytes live (default: the data folder's media library). */
  media: MediaStore;
  /** Queues background work on the job engine; absent, the work waits for an engine to start. */
  jobs: JobSender | null;
  /** What the site shows has changed this often (see content/publishing/content-changed.ts). */
  content: ContentGeneration;
}

/** A counter bumped by every console write the site shows; cached answers of an older one are dropped. */
interface ContentGeneration {
  generation: number;
}

/** What queues a job (pg-boss's `send`). */
export interface JobSender {
  send(name: string, data: object): Promise<unknown>;
}
