/**
 * A chunk the widgets do not need to be interactive: fetched when the browser is idle or on
 * first use, whichever comes first, once. A chunk that cannot load (blocked, offline) is
 * reported once and gives undefined, so callers never throw for it.
 */
import { whenIdle } from './when-idle.ts';

/**
 * Starts fetching `load` when idle and returns the getter every use goes through.
 * @example const bus = deferredChunk(() => import('./analytics.ts'), 'analytics could not load');
 */
export function deferredChunk<T>(load: () => Promise<T>, failure: string): () => Promise<T | undefined> {
  let chunk: Promise<T | undefined> | undefined;
  const get = () =>
    (chunk ??= load().catch((error: unknown) => {
      console.error(`[renovo] ${failure}`, error);
      return undefined;
    }));
  whenIdle(get);
  return get;
}
