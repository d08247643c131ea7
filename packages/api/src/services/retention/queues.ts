/**
 * The job engine's queues wake their workers by NOTIFY (pg-boss's `useListenNotify`, ADR 018's
 * addendum): a job sent by any process on the same database (an upload, a schedule's tick, a
 * "run now") is fetched at once, instead of at the worker's next poll. Polling stays as a
 * backstop for what no NOTIFY announces: a retry whose delay runs out, or a listener that could
 * not be set up (then pg-boss polls at `pollingIntervalSeconds`, as before).
 */
import type { PgBoss, Queue } from 'pg-boss';

/** Creates the queue `name` with `options` and NOTIFY on, or turns NOTIFY on for a queue made before. */
export async function openQueue(
  boss: PgBoss,
  name: string,
  options: Omit<Queue, 'name' | 'notify'> = {},
): Promise<void> {
  const queue = await boss.getQueue(name);
  if (!queue) await boss.createQueue(name, { ...options, notify: true });
  else if (!queue.notify) await boss.updateQueue(name, { notify: true });
}
