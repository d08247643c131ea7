/**
 * Order modal B on the host site (docs/spec/platform.md#routes-and-overlays "two variants A and B",
 * docs/spec/session.md#states "OPEN_MODALB shows B,
 * CLOSE_MODALB hides it"): on the style-test result page, the page's order-modal store's
 * OPEN_MODALB shows variant B — the compact card 留下手機，免費獲取裝修報價 — and not A; its close
 * button and Escape close it (CLOSE_MODALB's state), and focus returns to where it was.
 */
import { orderModalMessages, quoteMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, openDialogs, PATIENT, visit, widgetDialog } from './browser.ts';

const MODAL = 'renovo-order-modal';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Dispatches an order-modal action on the page's store (what a page's code does). */
function dispatch(page: Page, action: 'OPEN_MODALB' | 'OPEN_MODAL'): Promise<void> {
  return page.evaluate((a) => {
    const el = document.querySelector('renovo-order-modal') as unknown as {
      getStore(): { dispatch(action: string): void };
    };
    el.getStore().dispatch(a);
  }, action);
}

/** The store's two visibility flags: [A, B]. */
function flags(page: Page): Promise<[boolean, boolean]> {
  return page.evaluate(() => {
    const el = document.querySelector('renovo-order-modal') as unknown as {
      getStore(): { popVisible: { value: boolean }; popVisibleB: { value: boolean } };
    };
    const store = el.getStore();
    return [store.popVisible.value, store.popVisibleB.value];
  });
}

/** Focuses the page's first link in main; answers its text (to know focus came back to it). */
async function focusOpener(page: Page): Promise<string> {
  const opener = page.locator('main a').first();
  await opener.focus();
  return (await opener.textContent()) ?? '';
}

function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

describe('order modal B shows on the host site', () => {
  test(
    'OPEN_MODALB shows the compact card B (not A); its close button and Escape close it, focus returns',
    async () => {
      const { page, pageErrors } = await visit(browser, '/style-test/result?skipAuth=1', { viewport: PHONE });
      await page.locator(`${MODAL}[variant="B"][state="ready"]`).waitFor({ state: 'attached', ...PATIENT });
      await page.locator(`${MODAL}:not([variant])[state="ready"]`).waitFor({ state: 'attached', ...PATIENT });
      expect(await openDialogs(page, MODAL)).toBe(0);

      // OPEN_MODALB: B's dialog, titled with the compact title, and only it.
      const opener = await focusOpener(page);
      await dispatch(page, 'OPEN_MODALB');
      const card = await widgetDialog(page, `${MODAL}[variant="B"]`, orderModalMessages.compactTitle);
      expect(await card.isVisible()).toBe(true);
      expect(await openDialogs(page, MODAL)).toBe(1);
      expect(await card.locator('input[name="mobile"]').isVisible()).toBe(true);
      expect(await flags(page)).toEqual([false, true]);

      // Its close button (關閉) hides it: CLOSE_MODALB; focus back on the opener.
      await card.getByRole('button', { name: quoteMessages.close, exact: true }).click();
      await expect.poll(() => openDialogs(page, MODAL), PATIENT).toBe(0);
      expect(await flags(page)).toEqual([false, false]);
      await expect.poll(() => focusedText(page), PATIENT).toBe(opener);

      // Again, and Escape closes it too.
      await dispatch(page, 'OPEN_MODALB');
      await widgetDialog(page, `${MODAL}[variant="B"]`, orderModalMessages.compactTitle);
      await page.keyboard.press('Escape');
      await expect.poll(() => openDialogs(page, MODAL), PATIENT).toBe(0);
      expect(await flags(page)).toEqual([false, false]);
      await expect.poll(() => focusedText(page), PATIENT).toBe(opener);

      // A still opens as A (the headline), B stays shut.
      await dispatch(page, 'OPEN_MODAL');
      await widgetDialog(page, `${MODAL}:not([variant])`, orderModalMessages.headline);
      expect(await openDialogs(page, MODAL)).toBe(1);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
