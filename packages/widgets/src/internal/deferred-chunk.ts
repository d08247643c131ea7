import { onFirstInteraction } from './first-interaction.ts';

/**
 * A chunk loaded once, on first use or at the visitor's first interaction with the page,
 * whichever comes first (see onFirstInteraction). Returns its getter: a promise of the chunk's
 * value, or of undefined when it could not load. A first failure is tried again at the next use
 * and only a second one is reported (once, on the console with `failure`): a visitor leaving the
 * page cuts its loads short — Firefox rejects the import as soon as the next page is asked for —
 * and that is no failure to print on the partner's console. (No `beforeunload` listener tells
 * it apart: one would keep every partner page out of Firefox's back-forward cache.)
 *
 * @example const bus = deferredChunk(() => import('./analytics.ts'), 'analytics could not load');
 */
export function deferredChunk<T>(load: () => Promise<T>, failure: string): () => Promise<T | undefined> {
  let chunk: Promise<T | undefined> | undefined;
  let failures = 0;
  const get = () =>
    (chunk ??= load().catch((error: unknown) => {
      if (failures++) console.error(`[renovo] ${failure}`, error);
      else chunk = undefined;
      return undefined;
    }));
  onFirstInteraction(get);
  return get;
}
