/**
 * A quote submit without an answer in Chromium on the partner page (docs/spec/quotes.md#validation):
 * the API answering 5xx, or no answer at all (network failure), is retried with backoff under one
 * Idempotency-Key; when the retries run out the lead is kept (網路不穩，資料已保留，將自動重新送出,
 * never 送出失敗: it may be stored already) and everything entered stays — the popup stays open
 * with its values, and once the API answers again the same form, untouched, is sent with the
 * same key and stored once — or, untouched, resent by the page itself a minute later and played
 * as if answered at once.
 */
import type { Browser, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './harness/browser.ts';
import {
  alerts,
  apiJson,
  dialogOf,
  heard,
  mobileFor,
  openWidgetPage,
  renovo,
  untilPending,
  waitForClosed,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-quote';
const SUBMIT_URL = `${apiOrigin}/hyperf/valuation/v3/submit`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * How the submit fails: a 503 envelope from the API origin, or a dropped connection; and what
 * the page saw of the failed POST (its status, or `failed`).
 */
const failures: [string, (route: Route) => Promise<void>, string][] = [
  [
    'the API answers 503',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: {
          'Access-Control-Allow-Origin': partnerOrigin,
          'Access-Control-Allow-Credentials': 'true',
        },
        body: JSON.stringify({
          code: 503,
          status: 'error',
          message: '服務暫時無法使用，請稍後再試',
          data: null,
        }),
      }),
    '503',
  ],
  ['the network fails', (route) => route.abort('failed'), 'failed'],
];

describe('quote submit failure', () => {
  for (const [label, fail, seen] of failures) {
    test(`${label}: retried under one key, then 資料已保留 (not 送出失敗), and nothing entered is lost`, async () => {
      const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { fakeClock: true });
      const keys: string[] = [];
      const posts: string[] = [];
      const isSubmit = (r: Request) => r.url() === SUBMIT_URL && r.method() === 'POST';
      page.on('response', (r) => void (isSubmit(r.request()) && posts.push(String(r.status()))));
      page.on('requestfailed', (r) => void (isSubmit(r) && posts.push('failed')));
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      let failed = 0;
      await page.route(SUBMIT_URL, (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        failed += 1;
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        return fail(route);
      });
      await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
      const dialog = await dialogOf(page, TAG);
      const form = {
        region: dialog.locator('select[name="region_id"]'),
        size: dialog.locator('input[name="size"]'),
        mobile: dialog.locator('input[name="mobile"]'),
        accepted: dialog.locator('input[name="accepted"]'),
        submit: dialog.getByRole('button', { name: '免費獲取裝修報價單' }),
      };
      const mobile = mobileFor(label.includes('503') ? 701 : 702);
      await form.region.selectOption('5');
      await form.size.fill('36');
      await form.mobile.fill(mobile);
      await form.accepted.check();
      await form.submit.click();

      await untilPending(page);
      expect(failed).toBe(6);
      expect(posts).toEqual(Array(6).fill(seen));
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(await heard(page, 'renovo-error')).toEqual([]);
      // Still open, with every value as entered; no message, no submit event, no navigation.
      expect(await dialog.isVisible()).toBe(true);
      expect(await form.region.inputValue()).toBe('5');
      expect(await form.size.inputValue()).toBe('36');
      expect(await form.mobile.inputValue()).toBe(mobile);
      expect(await form.accepted.isChecked()).toBe(true);
      expect(await alerts(dialog)).toEqual([]);
      expect(await heard(page, 'renovo-submit')).toEqual([]);
      expect(await form.submit.isEnabled()).toBe(true);
      expect(navigations).toEqual([]);

      // The API is back: the same, untouched form is sent again and stored as entered.
      await page.unroute(SUBMIT_URL);
      const resent: string[] = [];
      page.on('request', (r) => void (isSubmit(r) && resent.push(r.headers()['idempotency-key'] ?? '')));
      await form.submit.click();
      const submitted = await waitForEvent(page, 'renovo-submit');
      await waitForClosed(page, TAG);
      const result = await apiJson<{ data: { region_id: number; size: number } }>(
        apiOrigin,
        `/hyperf/valuation/v3/result?id=${submitted.detail.publicId}`,
      );
      expect(result.body.data).toMatchObject({ region_id: 5, size: 36 });
      // The same lead pressed again went with its first key (a retry of a stored lead stores nothing new).
      expect(resent).toEqual([keys[0]]);
      await page.context().close();
    });
  }

  test('once the network is back, this page resends the lead by itself and plays its answer: renovo-submit, closed, stored once', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { fakeClock: true });
    const keys: string[] = [];
    await page.route(SUBMIT_URL, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.abort('failed');
    });
    await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    await dialog.locator('select[name="region_id"]').selectOption('7');
    await dialog.locator('input[name="size"]').fill('42');
    await dialog.locator('input[name="mobile"]').fill(mobileFor(703));
    await dialog.locator('input[name="accepted"]').check();
    await dialog.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    await untilPending(page);
    expect(await heard(page, 'renovo-submit')).toEqual([]);

    // The network is back; nobody touches the page: a minute later it resends the lead itself.
    await page.unroute(SUBMIT_URL);
    const resent: string[] = [];
    page.on('request', (r) => {
      if (r.url() === SUBMIT_URL && r.method() === 'POST') resent.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.clock.runFor(61_000);
    const submitted = await waitForEvent(page, 'renovo-submit');
    await waitForClosed(page, TAG);
    expect(resent).toEqual([keys[0]]);
    const result = await apiJson<{ data: { region_id: number; size: number } }>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${submitted.detail.publicId}`,
    );
    expect(result.body.data).toMatchObject({ region_id: 7, size: 42 });
    await page.context().close();
  });
});
