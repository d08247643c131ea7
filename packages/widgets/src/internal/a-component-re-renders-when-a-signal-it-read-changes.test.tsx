/** @jsxImportSource preact */
// @vitest-environment happy-dom
/**
 * A widget's components re-render when a signal they read in their last render changes, and only
 * then (internal/signal-tracking.ts, ADR 062): the tracking `@preact/signals` gave, on Preact's
 * public `options.vnode`.
 */
import { signal } from '@preact/signals-core';
import { Component, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trackSignalReads } from './signal-tracking.ts';

/** Preact renders a state change on a microtask: wait for it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let root: HTMLElement;
beforeAll(() => trackSignalReads());
afterEach(() => {
  render(null, root);
  root.remove();
});
function mount(node: preact.ComponentChild): HTMLElement {
  root = document.body.appendChild(document.createElement('div'));
  render(node, root);
  return root;
}

describe('a component re-renders when a signal it read changes', () => {
  it('shows the new value of a signal it read', async () => {
    const count = signal(1);
    const Count = () => <p>{count.value}</p>;
    const el = mount(<Count />);
    expect(el.textContent).toBe('1');
    count.value = 2;
    await settle();
    expect(el.textContent).toBe('2');
  });

  it('renders once for changes made together, and not for a signal it no longer reads', async () => {
    const shown = signal(true);
    const text = signal('a');
    let renders = 0;
    const View = () => {
      renders++;
      return <p>{shown.value ? text.value : '-'}</p>;
    };
    const el = mount(<View />);
    text.value = 'b';
    text.value = 'c';
    await settle();
    expect([el.textContent, renders]).toEqual(['c', 2]);
    shown.value = false;
    await settle();
    expect([el.textContent, renders]).toEqual(['-', 3]);
    text.value = 'd';
    await settle();
    expect(renders).toBe(3);
  });

  it('a child re-renders on its own reads; its parent does not', async () => {
    const name = signal('甲');
    let parentRenders = 0;
    const Name = () => <b>{name.value}</b>;
    const Card = () => {
      parentRenders++;
      return (
        <>
          <span>名字：</span>
          <Name />
        </>
      );
    };
    const el = mount(<Card />);
    name.value = '乙';
    await settle();
    expect(el.textContent).toBe('名字：乙');
    expect(parentRenders).toBe(1);
  });

  it('keeps hooks working, and reads nothing after it is unmounted', async () => {
    const step = signal(0);
    let renders = 0;
    let bump = () => {};
    const Counter = () => {
      renders++;
      const [own, setOwn] = useState(0);
      bump = () => setOwn(own + 1);
      return <p>{`${own}/${step.value}`}</p>;
    };
    const el = mount(<Counter />);
    bump();
    await settle();
    step.value = 1;
    await settle();
    expect(el.textContent).toBe('1/1');
    render(null, el);
    const before = renders;
    step.value = 2;
    await settle();
    expect(renders).toBe(before);
  });

  it('leaves class components as they are', async () => {
    const label = signal('x');
    class Plain extends Component {
      override render() {
        return <i>{label.value}</i>;
      }
    }
    const el = mount(<Plain />);
    label.value = 'y';
    await settle();
    expect(el.textContent).toBe('x');
  });
});
