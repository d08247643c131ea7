/**
 * Where the widgets' toast must be to be seen and heard. While a popup is open, its modal
 * `<dialog>` makes everything outside it inert: a toast in `<body>` would still be drawn (a
 * popover in the top layer) but left out of the accessibility tree, so its `role=alert` would
 * never be announced. So the toast goes inside the open popup the visitor is in. When that popup
 * closes with the toast still showing, the toast is placed again (in another open popup, or in
 * `<body>`): a closed dialog is not rendered, nor is anything in it. Moving the element remounts
 * its content, so the toast then shows anew, for its whole duration.
 */
import { deepActiveElement } from '../../internal/focus.ts';

/** Whether `node` is an open modal dialog of a Renovo widget (not one of the page's own). */
function isWidgetModal(node: Node): node is HTMLDialogElement {
  const root = node.getRootNode();
  return (
    node instanceof HTMLDialogElement &&
    node.matches(':modal') &&
    root instanceof ShadowRoot &&
    root.host.localName.startsWith('renovo-')
  );
}

/**
 * The open widget popup the visitor is in: the modal dialog around the focused element (looking
 * through shadow roots), else the last open one among the page's widgets (their hosts carry
 * `state="ready"`), else null.
 */
function activeModal(doc: Document = document): HTMLDialogElement | null {
  for (
    let node: Node | null = deepActiveElement(doc);
    node;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null
  ) {
    if (isWidgetModal(node)) return node;
  }
  let found: HTMLDialogElement | null = null;
  for (const host of doc.querySelectorAll('[state="ready"]')) {
    found = host.shadowRoot?.querySelector<HTMLDialogElement>('dialog:modal') ?? found;
  }
  return found;
}

/** Whether the toast element shows a message now. */
const showing = (toast: HTMLElement) =>
  Boolean(toast.shadowRoot?.querySelector('[part~="toast"]:not([hidden])'));

const watched = new WeakSet<HTMLDialogElement>();

/**
 * Moves `toast` into the open widget popup the visitor is in, or into `<body>` when there is
 * none; when that popup closes while the toast shows, places it again.
 */
export function placeToast(toast: HTMLElement, doc: Document = document): void {
  const modal = activeModal(doc);
  const place = modal ?? doc.body;
  if (toast.parentNode !== place) place.append(toast);
  if (!modal || watched.has(modal)) return;
  watched.add(modal);
  modal.addEventListener('close', () => {
    if (toast.parentNode === modal && showing(toast)) placeToast(toast, doc);
  });
}
