import { onFirstInteraction } from './first-interaction.ts';

/**
 * The page is being left: from `beforeunload` (Firefox cuts the page's downloads as soon as the
 * next page is asked for, before `pagehide`) until a `pageshow` brings it back from the
 * back-forward cache. (A link that turns out to be a download leaves it set: a chunk failing
 * later is then tried again at its next use instead of being reported.)
 */
let leaving = false;

/**
 * A chunk loaded once, on first use or at the visitor's first interaction with the page,
 * whichever comes first (see onFirstInteraction). Returns its getter: a promise of the chunk's
 * value, or of undefined when it could not load (reported once on the console with `failure`).
 * A load cut short because the visitor is leaving the page (Firefox rejects the import then) is
 * no failure: nothing is reported, and a page brought back from the back-forward cache loads it
 * again on its next use.
 *
 * @example const bus = deferredChunk(() => import('./analytics.ts'), 'analytics could not load');
 */
export function deferredChunk<T>(load: () => Promise<T>, failure: string): () => Promise<T | undefined> {
  let chunk: Promise<T | undefined> | undefined;
  for (const type of ['beforeunload', 'pagehide']) addEventListener(type, () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const get = () =>
    (chunk ??= load().catch((error: unknown) => {
      if (leaving) chunk = undefined;
      else console.error(`[renovo] ${failure}`, error);
      return undefined;
    }));
  onFirstInteraction(get);
  return get;
}
