/**
 * The headers every widget request carries (docs/spec/platform.md#calls: client type, token, location,
 * region, one-id,
 * uuid, ad id), read from the partner page's cookies through the Cookie Store API, which Chromium
 * offers on secure pages (the partner page is on http://localhost): no `document.cookie` read
 * blocks the page while the popup starts.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './harness/browser.ts';
import { dialogOf, loaderReady, openWidgetPage, renovo } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('request headers from the partner page cookies', () => {
  test('location, one-id and ad id go with the records and banner calls, read without document.cookie; the uuid is made once and kept', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/test/empty.html`);
    const url = new URL(partnerOrigin);
    await page.context().addCookies(
      Object.entries({ location: '臺北市', 'one-id': 'one-7', ad_id: 'ad-9' }).map(([name, value]) => ({
        name,
        value: encodeURIComponent(value),
        domain: url.hostname,
        path: '/',
      })),
    );
    // Counts the page's document.cookie reads (each one waits for the browser process).
    await page.context().addInitScript(() => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const w = window as unknown as { __cookieReads: number };
      w.__cookieReads = 0;
      Object.defineProperty(Document.prototype, 'cookie', {
        ...cookie,
        get() {
          w.__cookieReads++;
          return cookie.get!.call(this);
        },
      });
    });
    await page.reload();
    await loaderReady(page);
    expect(await page.evaluate(() => 'cookieStore' in window)).toBe(true);
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiOrigin}/hyperf/valuation/v3/`)) calls.push(request);
    });
    await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
    await dialogOf(page, 'renovo-quote');
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(2);

    expect(await page.evaluate(() => (window as unknown as { __cookieReads: number }).__cookieReads)).toBe(0);

    const uuids = new Set<string>();
    for (const request of calls) {
      const headers = await request.allHeaders();
      expect(headers['x-location']).toBe(encodeURIComponent('臺北市'));
      expect(headers['x-one-id']).toBe('one-7');
      expect(headers['x-ad-id']).toBe('ad-9');
      expect(headers['x-renovo-partner']).toBeTruthy();
      uuids.add(headers['x-uuid']!);
    }
    expect(uuids.size).toBe(1);
    const [uuid] = uuids;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const stored = (await page.context().cookies(partnerOrigin)).find((c) => c.name === 'uuid');
    expect(stored?.value).toBe(uuid);

    // The next visit sends the stored uuid.
    calls.length = 0;
    await page.reload();
    await loaderReady(page);
    await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(2);
    for (const request of calls) expect((await request.allHeaders())['x-uuid']).toBe(uuid);
  });

  test("the partner page's path goes with the partner key, never its query or fragment", async () => {
    const { page, failedResponses } = await openWidgetPage(
      browser,
      `${partnerOrigin}/test/empty.html?mobile=0912345678&name=wang#token=abc`,
    );
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiOrigin}/hyperf/valuation/v3/`)) calls.push(request);
    });
    await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
    await dialogOf(page, 'renovo-quote');
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(2);
    for (const request of calls) {
      const headers = await request.allHeaders();
      expect(headers['x-renovo-page']).toBe('/test/empty.html');
      // The browser's Referer to the API's origin is the page's origin only.
      expect(headers.referer).toBe(`${partnerOrigin}/`);
      expect(JSON.stringify(headers)).not.toContain('0912345678');
    }
    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    await page.context().close();
  });
});
