/**
 * The v2 quote popup's banner and recent records come after the popup opens (two requests after
 * the API client's chunk). Their boxes stand from the first paint, so the form the visitor is
 * already tapping does not move when they arrive: on a slow phone network a tap meant for the
 * consent box or the submit button must land on it (docs/spec/popups-and-header.md#screens).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './harness/browser.ts';
import { apiJson, dialogOf, mobileFor, openWidgetPage, renovo } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  // Two records at least, so the ticker has something to show.
  for (const i of [0, 1]) {
    const { status } = await apiJson(apiOrigin, '/hyperf/valuation/v3/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        region_id: 1,
        size: '33',
        mobile: mobileFor(760 + i),
        accepted: 1,
        notice_version: '2026-11',
      }),
    });
    expect(status).toBe(200);
  }
});
afterAll(() => browser?.close());

const HELD = new Set(['/hyperf/valuation/v3/banner', '/hyperf/valuation/v3/recent_records']);

describe('the v2 quote form stays put while its banner and records come', () => {
  for (const [name, viewport] of [
    ['a desktop popup', { width: 1280, height: 800 }],
    ['a phone bottom sheet', { width: 390, height: 844 }],
  ] as const) {
    test(name, async () => {
      const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport });
      // The banner's and the records' answers are held until the form has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => HELD.has(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
      const dialog = await dialogOf(page, 'renovo-quote');
      const consent = dialog.locator('input[type="checkbox"]');
      const submit = dialog.locator('button[type="submit"]');
      await consent.waitFor();
      const before = [await consent.boundingBox(), await submit.boundingBox()];

      release();
      const banner = dialog.locator('[part="banner"] img');
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect.poll(() => dialog.locator('[part~="record"]').count()).toBeGreaterThan(0);

      expect([await consent.boundingBox(), await submit.boundingBox()]).toEqual(before);
    });
  }
});
