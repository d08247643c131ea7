/**
 * Where the page's one `<renovo-toast>` must be to be seen and heard. While a popup is open, its
 * modal `<dialog>` makes everything outside it inert: a toast in `<body>` would still be drawn
 * (a popover in the top layer) but left out of the accessibility tree, so its `role=alert` would
 * never be announced. So the toast goes inside the open modal dialog the visitor is in, and
 * back to `<body>` when that dialog closes (a closed dialog is not rendered, nor is what it holds).
 */
import { deepActiveElement } from '../../internal/focus.ts';

/**
 * The open modal dialog the visitor is in: the one around the focused element (looking through
 * shadow roots), else the last open one in a Renovo widget of the page (hosts carry
 * `state="ready"`), else null.
 */
export function activeModal(doc: Document = document): HTMLDialogElement | null {
  for (
    let node: Node | null = deepActiveElement(doc);
    node;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null
  ) {
    if (node instanceof HTMLDialogElement && node.matches(':modal')) return node;
  }
  let found: HTMLDialogElement | null = null;
  for (const host of doc.querySelectorAll('[state="ready"]')) {
    found = host.shadowRoot?.querySelector<HTMLDialogElement>('dialog:modal') ?? found;
  }
  return found;
}

const watched = new WeakSet<HTMLDialogElement>();

/**
 * Moves `toast` into the open modal dialog the visitor is in, or into `<body>` when there is
 * none; when that dialog closes with the toast inside, the toast goes back to `<body>`.
 */
export function placeToast(toast: HTMLElement, doc: Document = document): void {
  const modal = activeModal(doc);
  const place = modal ?? doc.body;
  if (toast.parentNode !== place) place.append(toast);
  if (!modal || watched.has(modal)) return;
  watched.add(modal);
  modal.addEventListener('close', () => {
    if (toast.parentNode === modal) doc.body.append(toast);
  });
}
