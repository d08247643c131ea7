// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest';

/** A fresh copy of the module (its "has the visitor interacted" state is page-wide). */
async function fresh() {
  vi.resetModules();
  return (await import('./first-interaction.ts')).onFirstInteraction;
}

beforeEach(() => document.body.replaceChildren());

describe('onFirstInteraction', () => {
  test('tasks wait for the first pointerdown, then run once, in order', async () => {
    const onFirstInteraction = await fresh();
    const ran: string[] = [];
    onFirstInteraction(() => ran.push('a'));
    onFirstInteraction(() => ran.push('b'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(ran).toEqual(['a', 'b']);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(ran).toEqual(['a', 'b']);
  });

  test('a key counts too, also inside a shadow root; after it a task runs at once', async () => {
    const onFirstInteraction = await fresh();
    const host = document.createElement('div');
    document.body.append(host);
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);
    const task = vi.fn();
    onFirstInteraction(task);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true }));
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    onFirstInteraction(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  test('focus moved by a script (the dialog focusing itself) is not an interaction', async () => {
    const onFirstInteraction = await fresh();
    const task = vi.fn();
    onFirstInteraction(task);
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(task).not.toHaveBeenCalled();
  });
});
