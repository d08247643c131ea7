/** @jsxImportSource preact */
import { type Signal, signal } from '@preact/signals-core';
import type { Notifier, ToastOptions } from '@renovo/core';
import type { RenovoToastElement } from '../../element-types.generated.ts';
import { baseStyles } from '../../internal/base-styles.ts';
import { defineWidget } from '../../internal/define.ts';
import { Toast, type ToastState, toastStyles } from '../../ui/toast.tsx';
import { toastWidget } from '../../widgets.generated.ts';
import { placeToast } from './toast-placement.ts';

const states = new WeakMap<HTMLElement, Signal<ToastState | null>>();
let nextId = 1;

function stateOf(host: HTMLElement): Signal<ToastState | null> {
  let state = states.get(host);
  if (!state) {
    state = signal(null);
    states.set(host, state);
  }
  return state;
}

/**
 * `<renovo-toast>` — the general toast. `el.show(message, { type, duration, offset, link, center })`
 * replaces whatever toast is showing.
 *
 * @csspart toast - the toast box
 * @csspart toast-link - the optional link after the message
 */
export function defineToast(): void {
  defineWidget({
    ...toastWidget,
    styles: baseStyles + toastStyles,
    render: ({ host }) => {
      const state = stateOf(host);
      const done = (id: number) => {
        if (state.peek()?.id === id) state.value = null;
      };
      return <ToastView state={state} onDone={done} />;
    },
    methods: {
      show(this: HTMLElement, message: string, options: ToastOptions = {}) {
        stateOf(this).value = { id: nextId++, message, options };
      },
    },
  });
}

function ToastView({ state, onDone }: { state: Signal<ToastState | null>; onDone(id: number): void }) {
  return <Toast toast={state.value} onDone={onDone} />;
}

/** The toast the widgets show their messages in: their own, never a `<renovo-toast>` the page placed. */
let owned: RenovoToastElement | null = null;

/**
 * Shows `message` in the widgets' one toast (a new one replaces the shown one), placed where it is
 * seen and announced: inside the open popup the visitor is in, else in `<body>`
 * (toast-placement.ts). For a site's own code too (the host site's favourites and shares).
 */
export function showToast(message: string, options?: ToastOptions, doc: Document = document): void {
  defineToast();
  owned ??= doc.createElement('renovo-toast') as RenovoToastElement;
  placeToast(owned, doc);
  owned.show(message, options);
}

/** A Notifier that shows toasts with {@link showToast}. */
export function createToastNotifier(doc: Document = document): Notifier {
  return { toast: (message, options) => showToast(message, options, doc) };
}
