/**
 * The @renovo/widgets custom elements on the site: loaded on the client after hydration (they
 * render nothing on the server), same-origin API, and small helpers to open the login sheet and
 * show a toast from React code. Use kebab-case attributes in JSX (`resource-id`, `stop-redirect`):
 * they work before the elements are defined.
 */
import type { AccessOutcome, LoginParams, ToastOptions } from '@renovo/core';
import type { RenovoLoginSheetElement } from '@renovo/widgets';

let loading: Promise<typeof import('@renovo/widgets')> | undefined;

/**
 * Loads and defines every renovo-* element (once); resolves with the package's exports. Rejects
 * when their code could not be fetched (a dropped network, a release whose files are gone) —
 * the bundler's loader then resolves with nothing once the release watch has handled the
 * failure — and the next call tries again.
 */
export function loadWidgets(): Promise<typeof import('@renovo/widgets')> {
  loading ??= (async () => {
    // The widgets' API origin (see docs/embedding.md §8): this site's own.
    const host = window as { __RENOVO__?: { apiOrigin: string } };
    host.__RENOVO__ ??= { apiOrigin: window.location.origin };
    const widgets = (await import('@renovo/widgets')) as typeof import('@renovo/widgets') | undefined;
    if (!widgets) throw new Error('the widgets could not be loaded');
    return widgets;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The page's login sheet (the layout renders one). */
async function loginSheet(): Promise<RenovoLoginSheetElement> {
  await loadWidgets();
  await customElements.whenDefined('renovo-login-sheet');
  let sheet = document.querySelector('renovo-login-sheet') as RenovoLoginSheetElement | null;
  if (!sheet) {
    sheet = document.createElement('renovo-login-sheet') as RenovoLoginSheetElement;
    document.body.append(sheet);
  }
  return sheet;
}

/** Opens the login sheet for a flow; resolves with the outcome (granted or not). */
export async function openLoginSheet(params?: LoginParams): Promise<AccessOutcome> {
  return (await loginSheet()).openFor(params);
}

/**
 * Shows the general toast (one at a time): the widgets' own, the one their popups show theirs in,
 * placed inside an open popup (where it is announced) or in the page.
 */
export async function showToast(message: string, options?: ToastOptions): Promise<void> {
  (await loadWidgets()).showToast(message, options);
}
