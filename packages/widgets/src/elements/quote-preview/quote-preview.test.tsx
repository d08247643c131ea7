/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { messages, previewRoute, quoteResultRoute } from '@renovo/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RenovoQuotePreviewElement } from '../../element-types.generated.ts';
import { type ApiAnswer, type ApiCall, stubApi } from '../../testing/stub-api.ts';
import { TREE_PREVIEW } from './preview-fixture.ts';
import { defineQuotePreview } from './quote-preview.tsx';

const calls: ApiCall[] = [];
let answer: (call: ApiCall) => ApiAnswer = () => ({
  body: { code: 200, data: TREE_PREVIEW },
});

beforeAll(() => {
  window.__RENOVO__ = { apiOrigin: 'http://api.test' };
  stubApi(calls, (call) => answer(call));
  defineQuotePreview();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  calls.length = 0;
  answer = () => ({ body: { code: 200, data: TREE_PREVIEW } });
});

const tick = () => new Promise((r) => setTimeout(r, 0));
async function settle() {
  for (let i = 0; i < 6; i++) await tick();
}

function create(attrs: Record<string, string> = {}, data?: unknown): RenovoQuotePreviewElement {
  const el = document.createElement('renovo-quote-preview');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (data !== undefined) (el as unknown as { data: unknown }).data = data;
  document.body.append(el);
  return el;
}

const shadow = (el: HTMLElement) => el.shadowRoot as ShadowRoot;

describe('<renovo-quote-preview>', () => {
  it('shows a preview given as the data property without fetching', async () => {
    const el = create({}, TREE_PREVIEW);
    await settle();
    expect(el.getAttribute('state')).toBe('ready');
    expect(shadow(el).querySelector('.qp-total-amount')?.textContent).toBe('123.46萬');
    expect(calls).toHaveLength(0);
  });

  it('a data property set before the element was defined is picked up', async () => {
    // A framework may set `data` before the element is defined: it is then an own property.
    const real = document.createElement('renovo-quote-preview');
    Object.defineProperty(real, 'data', { value: TREE_PREVIEW, writable: true, configurable: true });
    document.body.append(real);
    await settle();
    expect(shadow(real).querySelector('.qp-total-amount')?.textContent).toBe('123.46萬');
    expect(Object.hasOwn(real, 'data')).toBe(false);
    expect(real.data).toBe(TREE_PREVIEW);
  });

  it('with a size, fetches the preview for the level (POST, kind 1) and refetches on a tab change', async () => {
    const el = create({ size: '30' });
    // The API client is a chunk loaded at the first call: wait for the call, not a number of ticks.
    await vi.waitFor(() => expect(calls[0]?.method).toBe('POST'));
    expect(calls[0]?.url.pathname).toBe(previewRoute.path);
    expect(calls[0]?.body).toMatchObject({ decorate_level: 1, kind: 1, size: 30 });
    const changes: number[] = [];
    el.addEventListener('renovo-level-change', (e) => changes.push((e as CustomEvent).detail.level));
    await vi.waitFor(() => expect(shadow(el).querySelectorAll('[role="tab"]')).toHaveLength(3));
    shadow(el).querySelectorAll<HTMLElement>('[role="tab"]')[2]?.click();
    await vi.waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ decorate_level: 3 }));
    expect(el.getAttribute('level')).toBe('3');
    expect(el.level).toBe(3);
    expect(changes).toEqual([3]);
    expect(calls.at(-1)?.body).toMatchObject({ decorate_level: 3, size: 30 });
    expect(shadow(el).querySelector('[aria-selected="true"]')?.textContent).toBe('豪裝');
  });

  it('with a record id, reads the size from the stored quote, then fetches the preview', async () => {
    answer = (call) =>
      call.url.pathname === quoteResultRoute.path
        ? { body: { code: 200, data: { id: 7, size: 25, levels: [] } } }
        : { body: { code: 200, data: TREE_PREVIEW } };
    const el = create({ 'record-id': '7', level: '2' });
    await vi.waitFor(() => expect(shadow(el).querySelector('.qp-total-amount')).not.toBeNull());
    expect(calls[0]?.url.pathname).toBe(quoteResultRoute.path);
    expect(calls[0]?.url.searchParams.get('id')).toBe('7');
    expect(calls[1]?.body).toMatchObject({ decorate_level: 2, size: 25 });
    expect(shadow(el).querySelector('.qp-total-amount')).not.toBeNull();
    shadow(el).querySelectorAll<HTMLElement>('[role="tab"]')[0]?.click();
    await settle();
    // The stored quote's size is fetched once per id.
    expect(calls.filter((c) => c.url.pathname === quoteResultRoute.path)).toHaveLength(1);
  });

  it('without size, record or data, shows the server default preview (GET)', async () => {
    create();
    await vi.waitFor(() => expect(calls[0]?.method).toBe('GET'));
    expect(calls[0]?.url.searchParams.get('decorate_level')).toBe('1');
  });

  it('a failed load shows the empty state and fires renovo-error', async () => {
    answer = () => ({ status: 404, body: { code: 404, message: 'not found' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: string[] = [];
    document.addEventListener('renovo-error', (e) => errors.push((e as CustomEvent).detail.reason));
    const el = create({ 'record-id': '99' });
    await vi.waitFor(() => expect(errors).toContain('record-failed'));
    expect(shadow(el).querySelector('[part="preview-empty"]')?.textContent).toBe(
      messages.quote.preview.empty,
    );
    expect(errors).toContain('record-failed');
  });
});
