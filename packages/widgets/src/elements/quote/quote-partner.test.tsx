// @vitest-environment happy-dom
import { API_HEADERS, popupBannerRoute, recentRecordsRoute } from '@renovo/core';
import { expect, it, vi } from 'vitest';
import { defineQuote } from './quote.tsx';

it('renovo-quote sends its partner attribute with its calls when the page has no data-partner (npm install)', async () => {
  window.__RENOVO__ = { apiOrigin: 'http://api.test' };
  const partners = new Map<string, string | null>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    partners.set(
      url.pathname,
      new Headers(request ? request.headers : init?.headers).get(API_HEADERS.partner),
    );
    return new Response('{"code":200,"data":{"records":[],"count":0}}', {
      headers: { 'content-type': 'application/json' },
    });
  });
  defineQuote();
  const el = document.createElement('renovo-quote');
  el.setAttribute('partner', 'p-npm');
  el.setAttribute('version', 'v2');
  el.setAttribute('open', '');
  document.body.append(el);
  await vi.waitFor(() => expect(partners.get(recentRecordsRoute.path)).toBe('p-npm'));
  expect(partners.get(popupBannerRoute.path)).toBe('p-npm');
});
