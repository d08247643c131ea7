/** @jsxImportSource preact */
import type { ToastOptions } from '@renovo/core';
import { TOAST_DURATION_MS, TOAST_OFFSET } from '@renovo/core';
import { useEffect, useRef } from 'preact/hooks';

/** One toast on screen. */
export interface ToastState {
  id: number;
  message: string;
  options: ToastOptions;
}

/**
 * The general toast (docs/spec/platform.md#limits): 3000 ms by default, offset 20 px, types success / error /
 * waiting, one at a time (a new one replaces the old). It is shown as a manual popover so it
 * stays above open modal dialogs (top layer), and announced politely (errors assertively); the
 * notifier puts it inside the open popup, where a modal dialog does not make it inert.
 */
export function Toast({ toast, onDone }: { toast: ToastState | null; onDone(id: number): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const popover = typeof el.showPopover === 'function';
    // Hidden as a popover too when done: an open one would stay in the top layer, under every
    // dialog opened later, and so would the next toast. Each toast is shown anew, above any
    // dialog opened since the last one (the top layer is stacked in the order things are shown).
    if (popover && el.matches(':popover-open')) el.hidePopover();
    if (!toast) return;
    if (popover) el.showPopover();
    const timer = setTimeout(() => onDone(toast.id), toast.options.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  const type = toast?.options.type ?? 'success';
  const offset = toast?.options.offset ?? TOAST_OFFSET;
  return (
    <div
      ref={ref}
      popover="manual"
      part="toast"
      class={`toast ${type} ${toast?.options.center ? 'center' : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
      style={{ '--renovo-toast-offset': `${offset}px` }}
      hidden={!toast}
    >
      {toast ? (
        <>
          {type === 'waiting' ? <span class="spinner" aria-hidden="true" /> : null}
          <span>{toast.message}</span>
          {toast.options.link ? (
            <a href={toast.options.link.href} part="toast-link">
              {toast.options.link.text}
            </a>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** CSS of {@link Toast}. */
export const toastStyles = `
.toast {
  position: fixed; inset: auto; top: var(--renovo-toast-offset, 20px); left: 50%; transform: translateX(-50%);
  margin: 0; border: 0; display: flex; gap: 8px; align-items: center;
  max-width: min(90vw, 420px); padding: 10px 16px; border-radius: 8px;
  background: rgba(31, 35, 41, 0.92); color: #fff; font-size: 14px; line-height: 1.4;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
}
.toast[hidden] { display: none; }
.toast.center { top: 50%; transform: translate(-50%, -50%); }
.toast.error { background: var(--renovo-color-error, #e0301e); }
.toast a { color: inherit; text-decoration: underline; }
.spinner {
  width: 14px; height: 14px; border-radius: 50%; border: 2px solid rgba(255, 255, 255, 0.4);
  border-top-color: #fff; animation: renovo-spin 800ms linear infinite;
}
@keyframes renovo-spin { to { transform: rotate(360deg); } }
`;
