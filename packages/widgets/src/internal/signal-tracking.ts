/**
 * Components re-render when a signal they read changes (ADR 062): a function component's render
 * runs inside a signals-core `effect`, which records every `.value` it reads; when one of them
 * changes, the effect asks the component to render again, and the next render records afresh.
 * Installed once on Preact's public `options.vnode` hook (by `defineWidget`), for every function
 * component (not `Fragment`, which maps to itself, not a class), so a component needs nothing of
 * its own to be reactive — as with `@preact/signals`, whose Preact integration this replaces in
 * fewer bytes. Signals are read through `.value`; a signal handed to JSX as a child or an
 * attribute is not bound.
 */
import { effect } from '@preact/signals-core';
import { type Component, Fragment, type FunctionComponent, options } from 'preact';

/** A function component's instance, with the effect of its last render. */
type Tracked = Component & { d?: () => void };

/** Each component's tracking wrapper, by the component (and each wrapper by itself). */
const wrappers = new WeakMap<object, FunctionComponent>();

/** `render` run inside an effect: its signal reads re-render the component. */
function tracking(render: FunctionComponent): FunctionComponent {
  const wrapper = function (this: Tracked, props: object, context: unknown) {
    this.d?.();
    let rendered: ReturnType<FunctionComponent>;
    let first = true;
    this.d = effect(() => {
      if (first) rendered = render.call(this, props, context);
      else this.setState({});
      first = false;
    });
    this.componentWillUnmount = this.d;
    return rendered;
  } as FunctionComponent;
  // A context's Consumer reads its context through its type's contextType.
  (wrapper as { contextType?: unknown }).contextType = (render as { contextType?: unknown }).contextType;
  wrappers.set(wrapper, wrapper);
  return wrapper;
}

/** Installs the tracking on Preact's `options.vnode`, once (defineWidget calls it). */
export function trackSignalReads(): void {
  if (wrappers.has(Fragment)) return;
  wrappers.set(Fragment, Fragment);
  const next = options.vnode;
  options.vnode = (vnode) => {
    const type = vnode.type as FunctionComponent;
    if (typeof type === 'function' && !type.prototype?.render) {
      let wrapper = wrappers.get(type);
      if (!wrapper) {
        wrapper = tracking(type);
        wrappers.set(type, wrapper);
      }
      (vnode as { type: unknown }).type = wrapper;
    }
    next?.(vnode);
  };
}
