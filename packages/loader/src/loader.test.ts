// @vitest-environment happy-dom
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type ChunkMap, startLoader } from './loader.ts';
import type { RenovoFunction } from './queue.ts';

/**
 * The chunks live in ./fixtures as real ES modules: the loader imports them by URL, next to a
 * pretend loader.js, exactly as a browser would import the built files next to the real one.
 */
// (node's pathToFileURL: happy-dom's URL turns a file: base into http:)
const LOADER_URL = pathToFileURL(`${import.meta.dirname}/fixtures/loader.js`).href;
const fixture = () =>
  (globalThis as unknown as { __fixture: { evaluated: string[]; configs: unknown[] } }).__fixture;

type Win = Window & { renovo?: RenovoFunction; __RENOVO__?: unknown };
const win = window as Win;

function script(data: Record<string, string> = {}): HTMLScriptElement {
  const el = document.createElement('script');
  el.src = LOADER_URL;
  Object.assign(el.dataset, data);
  return el;
}

function chunks(map: Record<string, string[]>): ChunkMap {
  return Object.assign(Object.create(null) as ChunkMap, map);
}

function stub(): void {
  win.renovo = (...args: unknown[]) => {
    win.renovo!.q ??= [];
    win.renovo!.q.push(args);
  };
}

/** Resolves with the next `renovo-error` detail on document. */
const nextError = () =>
  new Promise<{ widget: string; reason: string }>((resolve) =>
    document.addEventListener('renovo-error', (event) => resolve((event as CustomEvent).detail), {
      once: true,
    }),
  );

beforeEach(() => {
  delete win.renovo;
  delete win.__RENOVO__;
  document.body.replaceChildren();
});
afterEach(() => vi.restoreAllMocks());

describe('loader', () => {
  test('gives the widgets apiOrigin, partner and version from the script tag before importing a chunk', async () => {
    document.body.innerHTML = '<renovo-alpha></renovo-alpha>';
    startLoader(
      chunks({ alpha: ['alpha', 'shared'] }),
      '1.2.3',
      script({ partner: 'demo', api: 'https://api.example' }),
    );
    expect(win.__RENOVO__).toEqual({ apiOrigin: 'https://api.example', partner: 'demo', version: '1.2.3' });
    await customElements.whenDefined('renovo-alpha');
    expect(fixture().configs[0]).toEqual({
      apiOrigin: 'https://api.example',
      partner: 'demo',
      version: '1.2.3',
    });
  });

  test('the API origin defaults to the origin of the script itself', () => {
    const tag = document.createElement('script');
    tag.src = 'https://cdn.renovo.example/embed/v1/loader.js';
    startLoader(chunks({}), '1.0.0', tag);
    expect(win.__RENOVO__).toEqual({
      apiOrigin: 'https://cdn.renovo.example',
      partner: undefined,
      version: '1.0.0',
    });
  });

  test('finds renovo-* tags present at load and added later, and imports only the chunks they need', async () => {
    document.body.innerHTML = '<renovo-beta></renovo-beta>';
    startLoader(
      chunks({ beta: ['beta', 'shared'], gamma: ['gamma', 'shared'], never: ['missing-file'] }),
      '1',
      script(),
    );
    await customElements.whenDefined('renovo-beta');
    expect(fixture().evaluated).toContain('beta');
    expect(fixture().evaluated).not.toContain('gamma');
    document.body.append(
      Object.assign(document.createElement('section'), { innerHTML: '<renovo-gamma></renovo-gamma>' }),
    );
    await customElements.whenDefined('renovo-gamma');
    expect(fixture().evaluated).toContain('gamma');
  });

  test('queued calls replay on load: open creates the element with its options and the open attribute', async () => {
    stub();
    win.renovo!('open', 'alpha', { version: 'v2' });
    win.renovo!('on', 'submit', () => {});
    startLoader(chunks({ alpha: ['alpha', 'shared'] }), '1', script());
    const el = document.querySelector('renovo-alpha') as HTMLElement & { version?: string };
    expect(el).not.toBeNull();
    expect(el.hasAttribute('open')).toBe(true);
    expect(el.version).toBe('v2');
    await expect((win.renovo!('open', 'alpha') as Promise<Element>).then((e) => e === el)).resolves.toBe(
      true,
    );
    expect(document.querySelectorAll('renovo-alpha')).toHaveLength(1);
  });

  test('open by name opens a popup even when the page has an inline element of that widget, which it leaves untouched', async () => {
    startLoader(chunks({ alpha: ['alpha', 'shared'] }), '1', script());
    document.body.innerHTML = '<renovo-alpha id="inline" mode="inline" version="v3"></renovo-alpha>';
    const el = await (win.renovo!('open', 'alpha', { version: 'v2' }) as Promise<HTMLElement>);
    const inline = document.getElementById('inline') as HTMLElement & { version?: string };
    expect(el).not.toBe(inline);
    expect([el.hasAttribute('open'), el.getAttribute('mode'), (el as { version?: string }).version]).toEqual([
      true,
      null,
      'v2',
    ]);
    // No attribute and no property of the inline element changed (the fixture mirrors none).
    expect([inline.hasAttribute('open'), inline.getAttribute('version'), inline.version]).toEqual([
      false,
      'v3',
      undefined,
    ]);
    // The page's popup is reused: a second open creates no second element.
    expect(await (win.renovo!('open', 'alpha') as Promise<HTMLElement>)).toBe(el);
    expect(document.querySelectorAll('renovo-alpha')).toHaveLength(2);
  });

  test("open '#id' targets that widget, inline too, with its options; an id of no widget is a bad call", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startLoader(chunks({ alpha: ['alpha', 'shared'] }), '1', script());
    document.body.innerHTML =
      '<renovo-alpha id="side" mode="inline"></renovo-alpha><details id="faq"></details><p id="x-renovo-alpha"></p>';
    const side = document.getElementById('side') as HTMLElement & { version?: string };
    expect(await (win.renovo!('open', '#side', { version: 'v2' }) as Promise<HTMLElement>)).toBe(side);
    expect([side.hasAttribute('open'), side.version]).toEqual([true, 'v2']);
    expect(document.querySelectorAll('renovo-alpha')).toHaveLength(1);
    for (const id of ['#faq', '#x-renovo-alpha', '#missing']) expect(win.renovo!('open', id)).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(3);
    expect(document.getElementById('faq')!.hasAttribute('open')).toBe(false);
    expect(document.querySelectorAll('renovo-alpha')).toHaveLength(1);
  });

  test("close by name closes the popups of that widget, never an inline one; close '#id' closes that widget", () => {
    startLoader(chunks({ alpha: ['alpha', 'shared'] }), '1', script());
    document.body.innerHTML =
      '<renovo-alpha id="pop" open></renovo-alpha><renovo-alpha id="side" mode="inline" open></renovo-alpha><details id="faq" open></details>';
    const isOpen = () =>
      [...document.querySelectorAll('[id]')].map((el) => `${el.id}:${el.hasAttribute('open')}`);
    win.renovo!('close', 'alpha');
    expect(isOpen()).toEqual(['pop:false', 'side:true', 'faq:true']);
    win.renovo!('close', '#faq');
    win.renovo!('close', '#side');
    expect(isOpen()).toEqual(['pop:false', 'side:false', 'faq:true']);
  });

  test('close removes the open attribute; on listens to renovo-<event> on document', () => {
    startLoader(chunks({ alpha: ['alpha', 'shared'] }), '1', script());
    document.body.innerHTML = '<renovo-alpha open></renovo-alpha>';
    win.renovo!('close', 'alpha');
    expect(document.querySelector('renovo-alpha')!.hasAttribute('open')).toBe(false);
    const listener = vi.fn();
    win.renovo!('on', 'submit', listener);
    document.body.dispatchEvent(new CustomEvent('renovo-submit', { detail: { id: 7 }, bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('a bad call (unknown command or widget) is logged once and skipped, never thrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stub();
    win.renovo!('open', 'nope');
    win.renovo!('explode');
    startLoader(chunks({ alpha: ['alpha', 'shared'] }), '1', script());
    expect(error).toHaveBeenCalledTimes(2);
    expect(() => win.renovo!('close', 'toString')).not.toThrow();
    expect(() => win.renovo!('open')).not.toThrow();
    expect(error).toHaveBeenCalledTimes(4);
    expect(document.querySelector('renovo-nope')).toBeNull();
    expect(String(error.mock.calls[0]![0])).toBe('renovo: bad call');
  });

  test('on without a listener is a bad call too, logged and skipped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const add = vi.spyOn(document, 'addEventListener');
    startLoader(chunks({ alpha: ['alpha', 'shared'] }), '1', script());
    expect(() => win.renovo!('on', 'submit')).not.toThrow();
    expect(error).toHaveBeenCalledTimes(1);
    expect(add.mock.calls.filter(([type]) => type.startsWith('renovo-'))).toEqual([]);
    win.renovo!('on', 'submit', () => {});
    expect(error).toHaveBeenCalledTimes(1);
    expect(add.mock.calls.map(([type]) => type).filter((type) => type.startsWith('renovo-'))).toEqual([
      'renovo-submit',
    ]);
  });

  test('included twice it loads once and logs nothing; a second, different version warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startLoader(chunks({}), '1.0.0', script());
    const first = win.renovo;
    startLoader(chunks({}), '1.0.0', script());
    expect(win.renovo).toBe(first);
    expect(warn).not.toHaveBeenCalled();
    startLoader(chunks({}), '2.0.0', script());
    startLoader(chunks({}), '3.0.0', script());
    expect(win.renovo).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  test('a chunk that cannot load rejects the pending call and fires renovo-error with a reason (bubbling, composed: window hears it)', async () => {
    startLoader(chunks({ delta: ['no-such-chunk'] }), '1', script());
    const error = nextError();
    const onWindow = new Promise<CustomEvent>((resolve) =>
      window.addEventListener('renovo-error', (event) => resolve(event as CustomEvent), { once: true }),
    );
    const pending = win.renovo!('open', 'delta') as Promise<unknown>;
    await expect(pending).rejects.toBe('load-failed');
    expect(await error).toEqual({ widget: 'delta', reason: 'load-failed' });
    const heard = await onWindow;
    expect([heard.bubbles, heard.composed, heard.detail]).toEqual([
      true,
      true,
      { widget: 'delta', reason: 'load-failed' },
    ]);
  });

  test('a chunk that hangs times out: no promise waits forever', async () => {
    startLoader(chunks({ epsilon: ['hang'] }), '1', script(), window, 50);
    const error = nextError();
    await expect(win.renovo!('open', 'epsilon') as Promise<unknown>).rejects.toBe('timeout');
    expect(await error).toEqual({ widget: 'epsilon', reason: 'timeout' });
  });

  test('a popup whose code arrives after the timeout never opens: the element made for the call and a found one are closed', async () => {
    document.body.innerHTML = '<renovo-slow id="mine" mode="inline"></renovo-slow>';
    startLoader(chunks({ slow: ['slow'] }), '1', script(), window, 50);
    const made = win.renovo!('open', 'slow') as Promise<unknown>;
    const byId = win.renovo!('open', '#mine') as Promise<unknown>;
    expect(document.querySelectorAll('renovo-slow[open]')).toHaveLength(2);
    await expect(made).rejects.toBe('timeout');
    await expect(byId).rejects.toBe('timeout');
    expect(
      [...document.querySelectorAll('renovo-slow')].map((el) => [el.id, el.hasAttribute('open')]),
    ).toEqual([
      ['mine', false],
      ['', false],
    ]);
    // The code arrives: the element upgrades, and nothing is open.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(customElements.get('renovo-slow')).toBeDefined();
    expect((window as unknown as { __slowOpened?: boolean }).__slowOpened).toBe(false);
    expect(document.querySelectorAll('renovo-slow[open]')).toHaveLength(0);
  });

  test('a failed chunk is not retried by every DOM change, but an explicit open retries it', async () => {
    startLoader(chunks({ zeta: ['no-such-chunk-either'] }), '1', script());
    const errors = vi.fn();
    document.addEventListener('renovo-error', errors);
    await expect(win.renovo!('open', 'zeta') as Promise<unknown>).rejects.toBe('load-failed');
    document.body.append(document.createElement('p'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toHaveBeenCalledTimes(1);
    await expect(win.renovo!('open', 'zeta') as Promise<unknown>).rejects.toBe('load-failed');
    expect(errors).toHaveBeenCalledTimes(2);
    document.removeEventListener('renovo-error', errors);
  });
});
