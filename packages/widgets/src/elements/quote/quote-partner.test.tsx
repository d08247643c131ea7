// @vitest-environment happy-dom
import { API_HEADERS, popupBannerRoute, recentRecordsRoute } from '@renovo/core';
import { expect, it, vi } from 'vitest';
import { type ApiCall, stubApi } from '../../testing/stub-api.ts';
import { defineQuote } from './quote.tsx';

it('renovo-quote sends its partner attribute with its calls when the page has no data-partner (npm install)', async () => {
  window.__RENOVO__ = { apiOrigin: 'http://api.test' };
  const calls: ApiCall[] = [];
  stubApi(calls, () => ({ body: { code: 200, data: { records: [], count: 0 } } }));
  const partnerOf = (path: string) =>
    calls.find((call) => call.url.pathname === path)?.headers.get(API_HEADERS.partner);
  defineQuote();
  const el = document.createElement('renovo-quote');
  el.setAttribute('partner', 'p-npm');
  el.setAttribute('version', 'v2');
  el.setAttribute('open', '');
  document.body.append(el);
  await vi.waitFor(() => expect(partnerOf(recentRecordsRoute.path)).toBe('p-npm'));
  expect(partnerOf(popupBannerRoute.path)).toBe('p-npm');
});
