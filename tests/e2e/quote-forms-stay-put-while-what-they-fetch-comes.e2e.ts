/**
 * What a quote popup fetches once it is open comes after the form is on the screen: the v2
 * popup's banner and recent records (two requests after the API client's chunk), the community
 * quote's cost preview on a desktop. The room they take stands from the first paint, so the form
 * the visitor is already tapping does not move when they arrive: on a slow phone network a tap
 * meant for the consent box, the submit button or the community's name must land on it
 * (docs/spec/popups-and-header.md#screens, ADR 056).
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

const HELD = new Set([
  '/hyperf/valuation/v3/banner',
  '/hyperf/valuation/v3/recent_records',
  '/hyperf/valuation/v3/preview',
]);

/** A page whose answers to HELD requests wait for `release()`. */
async function pageHoldingAnswers(viewport: { width: number; height: number }) {
  const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport });
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
  return { page, release };
}

describe('the v2 quote form stays put while its banner and records come', () => {
  for (const [name, viewport] of [
    ['a desktop popup', { width: 1280, height: 800 }],
    ['a phone bottom sheet', { width: 390, height: 844 }],
  ] as const) {
    test(name, async () => {
      const { page, release } = await pageHoldingAnswers(viewport);
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

test('the community quote form stays put on a desktop while its cost preview comes', async () => {
  const { page, release } = await pageHoldingAnswers({ width: 1280, height: 800 });
  await renovo(page, 'open', 'community-quote');
  const dialog = await dialogOf(page, 'renovo-community-quote');
  const region = dialog.locator('select[name="region_id"]');
  const name = dialog.locator('input[name="keyword"]');
  await name.waitFor();
  const before = [await region.boundingBox(), await name.boundingBox()];

  release();
  await expect.poll(() => dialog.locator('[part~="preview-total"]').count()).toBe(1);

  expect([await region.boundingBox(), await name.boundingBox()]).toEqual(before);
});
