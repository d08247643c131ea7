import { onFirstInteraction } from './first-interaction.ts';

/**
 * A chunk loaded once, on first use or at the visitor's first interaction with the page,
 * whichever comes first (see onFirstInteraction). Returns its getter: a promise of the chunk's
 * value, or of undefined when it could not load (reported once on the console with `failure`).
 *
 * @example const bus = deferredChunk(() => import('./analytics.ts'), 'analytics could not load');
 */
export function deferredChunk<T>(load: () => Promise<T>, failure: string): () => Promise<T | undefined> {
  let chunk: Promise<T | undefined> | undefined;
  const get = () =>
    (chunk ??= load().catch((error: unknown) => {
      console.error(`[renovo] ${failure}`, error);
      return undefined;
    }));
  onFirstInteraction(get);
  return get;
}
