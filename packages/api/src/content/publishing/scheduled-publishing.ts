/**
 * Scheduled publishing on the job engine (docs/spec/console.md#articles): every minute one
 * worker publishes the scheduled articles whose time has come (`publishDueArticles`: each once,
 * however many engines run). The site shows them at once on the instance that runs the job and
 * within the micro-cache's 2 s on the others.
 */
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { publishDueArticles } from '../../console/articles/articles.service.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/time.ts';
import { openQueue } from '../../services/retention/queues.ts';

/** The queue of the minutely run. */
export const PUBLISH_DUE_QUEUE = 'publish-due-content';

/** Creates, schedules (every minute) and works the scheduled-publishing queue. */
export async function workScheduledPublishing(
  boss: PgBoss,
  db: Db,
  clock: Clock,
  log: Logger,
  options: { timeZone: string; pollingIntervalSeconds: number },
): Promise<void> {
  await openQueue(boss, PUBLISH_DUE_QUEUE);
  await boss.schedule(PUBLISH_DUE_QUEUE, '* * * * *', null, { tz: options.timeZone });
  await boss.work(PUBLISH_DUE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    const ids = await publishDueArticles(db, clock());
    if (ids.length > 0) log.info({ job: PUBLISH_DUE_QUEUE, articles: ids }, 'scheduled content published');
    return { published: ids.length };
  });
}
