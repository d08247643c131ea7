/**
 * The route preload queue (docs/spec/platform.md#limits: route preload at most 5 concurrent): preloads ask to
 * run,
 * at most five run at once, the rest wait their turn in order; a route asked for again (while
 * waiting, running or done) is not preloaded twice. A failed preload is forgotten, so a later
 * ask tries again.
 */
import { ROUTE_PRELOAD_CONCURRENCY } from '../data/constants.ts';

/** Asks for the preload of `key` (a path) done by `task`. */
export type PreloadQueue = (key: string, task: () => Promise<unknown>) => void;

/**
 * A queue running at most `limit` (5 by default) preloads at once.
 * @example const preload = createPreloadQueue(); preload('/works/1', () => import('./works'));
 */
export function createPreloadQueue(limit: number = ROUTE_PRELOAD_CONCURRENCY): PreloadQueue {
  const known = new Set<string>();
  const waiting: { key: string; task: () => Promise<unknown> }[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const { key, task } = waiting.shift() as (typeof waiting)[number];
      running += 1;
      Promise.resolve()
        .then(task)
        .catch(() => known.delete(key))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return (key, task) => {
    if (known.has(key)) return;
    known.add(key);
    waiting.push({ key, task });
    next();
  };
}
