/**
 * Offline, a link keeps the visitor on the page they are reading (docs/spec-deviations.md): in
 * Chromium on the built site, a tap on a header link while the device has no connection used to
 * end on the browser's own offline page — the preload on intent failed and the page reloaded
 * itself, or React Router reloaded when the page's code could not be fetched. Now the page
 * stays, a chip says there is no connection, and once the connection is back the same link
 * opens its page.
 */
import { navMessages, siteMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

let browser: Browser;
const DESKTOP = { width: 1280, height: 800 };

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The header's 作品 link. */
const worksLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: navMessages.works, exact: true }).first();

/** The chip that says the device is offline (empty while it is not). */
const offlineNotice = (page: Page) => page.locator('[data-offline-notice]').textContent();

describe('journey: offline, a link keeps the visitor on the page', () => {
  test(
    'a header link tapped offline leaves the page in place with 目前沒有網路連線; online again, it opens its page',
    async () => {
      const { page, pageErrors } = await visit(browser, '/', { viewport: DESKTOP });
      await page.waitForLoadState('networkidle');
      const works = worksLink(page);
      await page.context().setOffline(true);
      await works.hover();
      await works.click();
      await expect.poll(() => offlineNotice(page), PATIENT).toBe(siteMessages.offline);
      // Still the home page, and it stays so (no reload a moment later).
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await works.isVisible()).toBe(true);
      await page.context().setOffline(false);
      await expect.poll(() => offlineNotice(page), PATIENT).toBe('');
      await works.click();
      await page.waitForURL((url) => url.pathname === '/works', PATIENT);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'the back button pressed offline keeps the page too',
    async () => {
      const { page } = await visit(browser, '/', { viewport: DESKTOP });
      await worksLink(page).click();
      await page.waitForURL((url) => url.pathname === '/works', PATIENT);
      await page.waitForLoadState('networkidle');
      await page.context().setOffline(true);
      await page.goBack({ waitUntil: 'commit' }).catch(() => null);
      await expect.poll(() => offlineNotice(page), PATIENT).toBe(siteMessages.offline);
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/works');
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
