/**
 * The loading indicator (docs/spec/platform.md#limits: 2000 ms): a navigation still waiting for its page
 * shows
 * 載入中… under the header; the chip goes 2000 ms after it showed even while the wait goes on
 * (the layout's thin progress bar stays), and the page arrives when its data does.
 */
import { navMessages, siteMessages } from '@renovo/core';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: a slow navigation shows the loading indicator', () => {
  test(
    '載入中… shows while the page is awaited and is gone after 2000 ms at most',
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      const gate = { resolve: () => {} };
      const arrived = new Promise<void>((resolve) => {
        gate.resolve = resolve;
      });
      let asked = false;
      // The company list's loader data (its preload and the navigation's fetch) is held back
      // until the test lets it through.
      await context.route(
        (url) => url.pathname === '/company.data',
        async (route: Route) => {
          asked = true;
          await arrived;
          await route.continue();
        },
      );
      const page = await context.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto(siteUrl('/article'));
      await hydrated(page);

      const chip = page.locator('[role="status"] .loading-indicator__chip');
      await page.locator('.main-nav__link', { hasText: navMessages.company }).first().click();
      await expect.poll(() => asked, PATIENT).toBe(true);
      await chip.waitFor({ state: 'visible', ...PATIENT });
      expect(await chip.textContent()).toBe(siteMessages.loading);
      // Still waiting for the page, yet the chip goes (its 2000 ms are up); the page stays.
      await chip.waitFor({ state: 'detached', ...PATIENT });
      expect(new URL(page.url()).pathname).toBe('/article');
      gate.resolve();
      await page.waitForURL((url) => url.pathname === '/company', PATIENT);
      expect(await chip.count()).toBe(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );
});
