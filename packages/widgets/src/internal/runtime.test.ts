// @vitest-environment happy-dom
import { API_HEADERS } from '@renovo/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets a fresh runtime module (the runtime is made once per page). */
async function freshRuntime() {
  vi.resetModules();
  return import('./runtime.ts');
}

/** The partner header of the next request the runtime's client sends. */
async function partnerHeaderOf(client: { request(path: string): Promise<unknown> }): Promise<string | null> {
  let sent: Headers | undefined;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent = new Headers(input instanceof Request ? input.headers : init?.headers);
    return new Response('{"code":200,"data":null}', { headers: { 'content-type': 'application/json' } });
  });
  await client.request('/hyperf/valuation/v3/recent_records');
  return sent?.get(API_HEADERS.partner) ?? null;
}

beforeEach(() => {
  delete window.__RENOVO__;
});
afterEach(() => vi.unstubAllGlobals());

describe('the page runtime: an element’s partner attribute', () => {
  it('stands in for the loader’s data-partner when the page configured none (npm install, no script tag)', async () => {
    const { getRuntime } = await freshRuntime();
    const runtime = getRuntime({ partner: 'p-npm' });
    expect(runtime.config).toEqual({ apiOrigin: window.location.origin, partner: 'p-npm' });
    expect(await partnerHeaderOf(runtime.client)).toBe('p-npm');
  });

  it('does not override the loader’s data-partner', async () => {
    window.__RENOVO__ = { apiOrigin: 'https://api.example', partner: 'p-loader' };
    const { getRuntime } = await freshRuntime();
    const runtime = getRuntime({ partner: 'p-attr' });
    expect(runtime.config.partner).toBe('p-loader');
    expect(await partnerHeaderOf(runtime.client)).toBe('p-loader');
  });

  it('stands in when the loader gave no data-partner, and the page’s config object is left as it was', async () => {
    const page = { apiOrigin: 'https://api.example', partner: undefined };
    window.__RENOVO__ = page;
    const { getRuntime } = await freshRuntime();
    const runtime = getRuntime({ partner: 'p-attr' });
    expect(runtime.config).toEqual({ apiOrigin: 'https://api.example', partner: 'p-attr' });
    expect(page).toEqual({ apiOrigin: 'https://api.example', partner: undefined });
    expect(await partnerHeaderOf(runtime.client)).toBe('p-attr');
  });

  it('counts only before the runtime is first created: the page has one runtime', async () => {
    const { getRuntime } = await freshRuntime();
    const first = getRuntime();
    expect(getRuntime({ partner: 'p-late' })).toBe(first);
    expect(first.config.partner).toBeFalsy();
  });
});
