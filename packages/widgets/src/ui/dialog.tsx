/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { deepActiveElement } from '../internal/focus.ts';
import { lockPageScroll } from '../internal/scroll-lock.ts';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  /** Accessible name (or pass `labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** The close icon and Escape ask for this; a click on the overlay never closes (spec). */
  onRequestClose(): void;
  /** `popup` (modal in the top layer; a bottom sheet below 850 px) or `inline` (in the page). */
  mode?: 'popup' | 'inline';
  children: ComponentChildren;
}

/**
 * The modal primitive every popup uses: a native `<dialog>` opened with `showModal()`, so it sits
 * in the top layer above any partner header whatever its z-index, the page behind is inert
 * (focus stays inside), Escape is routed to `onRequestClose`, focus returns to where it was on
 * close, and the page behind does not scroll. Overlay clicks do nothing.
 */
export function Dialog({ open, label, labelledBy, onRequestClose, mode = 'popup', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onRequestClose);
  closeRef.current = onRequestClose;
  const openRef = useRef(open);
  openRef.current = open;
  const [shown, setShown] = useState(false);

  // A layout effect: the dialog opens in the commit that renders it, before the first paint,
  // so the popup is shown (and its form usable) a frame earlier than with a passive effect.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || mode === 'inline' || !open) return;
    const returnTo = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    // Focus moves in at once: onto the dialog itself (it has no content yet); the widget's own
    // effects may move it to a field, and Tab goes to the first control.
    if (!dialog.contains(deepActiveElement())) dialog.focus({ preventScroll: true });
    // Locked after showModal(): reading the page's scroll offset then finds the layout that
    // showModal() has just brought up to date. Locked before, it forced one more style and
    // layout pass of the new dialog inside the script (about 1 ms of main thread, unthrottled).
    const unlock = lockPageScroll();
    // The dialog opens empty and its content renders right after, in the same task, before the
    // first paint: the content is styled and laid out once, in the frame, instead of
    // synchronously inside showModal() (a forced layout that delayed the interactive form).
    setShown(true);
    let active = true;
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // Escape is handled before it becomes a close request: Chrome ignores preventDefault() on a
    // cancel that follows another without user activation between them, so a second Escape
    // would close the dialog behind the widget's back (page left locked, `open` still set).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    // Any other close the page could not stop (a repeated Android back): open it again while
    // the widget still wants it open.
    const onClose = () =>
      setTimeout(() => {
        if (active && openRef.current && !dialog.open) dialog.showModal();
      });
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onClose);
    return () => {
      active = false;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      setShown(false);
      unlock();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, mode]);

  if (mode === 'inline') {
    return (
      <section class="inline" part="panel" aria-label={label} aria-labelledby={labelledBy}>
        {children}
      </section>
    );
  }
  return (
    <dialog
      ref={ref}
      class="dialog"
      part="dialog"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-modal="true"
      tabIndex={-1}
    >
      {open && shown ? children : null}
    </dialog>
  );
}

/** Base CSS for {@link Dialog}: centred modal, bottom sheet below the md breakpoint (850 px). */
export const dialogStyles = `
.dialog {
  box-sizing: border-box; border: 0; padding: 0; margin: auto;
  width: min(var(--renovo-dialog-width, 480px), calc(100vw - 32px));
  max-height: calc(100dvh - 32px); overflow: auto;
  border-radius: var(--renovo-radius, 12px);
  background: var(--renovo-color-surface, #fff); color: var(--renovo-color-text, #1f2329);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
}
.dialog::backdrop { background: rgba(0, 0, 0, 0.6); }
.dialog[open] { animation: renovo-fade-in 160ms ease-out; }
.inline { display: block; background: var(--renovo-color-surface, #fff); border-radius: var(--renovo-radius, 12px); }
@media (max-width: 849.98px) {
  .dialog {
    width: 100%; max-width: 100%; margin: auto 0 0; max-height: 92dvh;
    border-radius: var(--renovo-radius, 12px) var(--renovo-radius, 12px) 0 0;
  }
  .dialog[open] { animation: renovo-slide-up 200ms ease-out; }
}
@keyframes renovo-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes renovo-slide-up { from { transform: translateY(100%); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) {
  .dialog[open] { animation: none; }
}
`;
