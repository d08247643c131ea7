/**
 * The page's toast notifier, loaded after the widgets are interactive: no form needs a toast to
 * show, so `<renovo-toast>` (elements/toast) is a chunk of its own, fetched at the visitor's
 * first interaction with the page or on the first toast, whichever comes first. Toasts asked for before it arrives show
 * once it does, in order (so a waiting toast never replaces the success that followed it).
 */
import type { Notifier } from '@renovo/core';
import { deferredChunk } from './deferred-chunk.ts';

/** Loads the real notifier; replaceable in tests. */
export const toastChunk = {
  load: (): Promise<Notifier> => import('../elements/toast/toast.tsx').then((m) => m.createToastNotifier()),
};

/**
 * Creates the deferred notifier of the page's runtime. A chunk that cannot load is reported
 * once (the widgets also fire `renovo-error` for failures); showing a toast never throws.
 */
export function createDeferredNotifier(): Notifier {
  const notifier = deferredChunk(() => toastChunk.load(), 'toast could not load');
  return {
    // Callbacks on one promise run in the order they were added: toasts keep their order.
    toast: (message, options) => void notifier().then((real) => real?.toast(message, options)),
  };
}
