/**
 * A failing quote submit in Chromium on the partner page (issue 4; doc 2 §5): the API answering
 * 5xx, or no answer at all (network failure), shows 送出失敗，請稍後重試, fires renovo-error and
 * keeps everything entered — the popup stays open with its values, and once the API answers
 * again the same form, untouched, stores the lead.
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
  toastSeenAndHeard,
  toastText,
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
    test(`${label}: 送出失敗，請稍後重試, renovo-error, and nothing entered is lost`, async () => {
      const { page } = await openWidgetPage(browser, `${partnerOrigin}/`);
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

      await expect.poll(() => toastText(page)).toBe('送出失敗，請稍後重試');
      // Inside the open popup the toast is drawn above it and read out (outside, the modal
      // dialog would make it inert).
      await expect
        .poll(() => toastSeenAndHeard(page, '送出失敗，請稍後重試'))
        .toEqual({ onTop: true, inTree: true });
      expect((await waitForEvent(page, 'renovo-error')).detail).toMatchObject({
        widget: 'quote',
        reason: 'submit-failed',
        message: '送出失敗，請稍後重試',
      });
      expect(failed).toBe(1);
      expect(posts).toEqual([seen]);
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
      await form.submit.click();
      const submitted = await waitForEvent(page, 'renovo-submit');
      await waitForClosed(page, TAG);
      const result = await apiJson<{ data: { region_id: number; size: number } }>(
        apiOrigin,
        `/hyperf/valuation/v3/result?id=${submitted.detail.publicId}`,
      );
      expect(result.body.data).toMatchObject({ region_id: 5, size: 36 });
      await page.context().close();
    });
  }
});
