/**
 * Storage may fail (docs/spec/leads-and-security.md#storage-may-fail): with localStorage, sessionStorage and
 * document.cookie
 * throwing SecurityError on the partner page, every widget renders, and the basic quote submits
 * (the lead is stored: read back through the API).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { blockStorage } from './harness/blocked-storage.ts';
import { launchChromium, PHONE } from './harness/browser.ts';
import { apiJson, dialogOf, mobileFor, openWidgetPage, renovo, waitForEvent } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The partner page with every storage blocked, before any script of the page runs. */
async function blockedPage() {
  const watched = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
  await watched.page.context().addInitScript(blockStorage);
  await watched.page.reload();
  await watched.page.waitForFunction(() => typeof (window as { renovo?: unknown }).renovo === 'function');
  // The page really has no storage.
  expect(
    await watched.page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
  return watched;
}

describe('blocked storage on a partner page', () => {
  test('the basic quote renders and submits; the lead is stored', async () => {
    const { page, pageErrors } = await blockedPage();
    await renovo(page, 'open', 'quote', { version: 'v3', stopRedirect: true });
    const dialog = await dialogOf(page, 'renovo-quote');
    await dialog.locator('select[name="region_id"]').selectOption('2');
    await dialog.locator('input[name="size"]').fill('33');
    await dialog.locator('input[name="mobile"]').fill(mobileFor(1401));
    await dialog.locator('input[name="accepted"]').check();
    await dialog.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    const submitted = await waitForEvent(page, 'renovo-submit');
    const { id, publicId } = submitted.detail as { id: number; publicId: string };
    expect(id).toBeGreaterThan(0);
    // The result is read by the submit's unguessable public id
    // (docs/spec/leads-and-security.md#web-security).
    const stored = await apiJson<{ data: { size: number } }>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${publicId}`,
    );
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({ size: 33 });
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test('the community quote, the login sheet and the order modal render', async () => {
    const { page, pageErrors } = await blockedPage();
    for (const [name, tag] of [
      ['community-quote', 'renovo-community-quote'],
      ['login-sheet', 'renovo-login-sheet'],
      ['order-modal', 'renovo-order-modal'],
    ] as const) {
      await renovo(page, 'open', name, {});
      const dialog = await dialogOf(page, tag);
      expect(await dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
    }
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
