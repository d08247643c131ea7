/**
 * Journey 5 (docs/spec/platform.md#routes-and-overlays, docs/spec/platform.md#errors;
 * docs/spec/popups-and-header.md#screens "Error page"): an unknown path is a 404 whose page
 * shows 404, "Page not found" and 返回首頁 (which leads home) with the address bar kept
 * on the requested path; for bots and crawlers (user agent with bot, lighthouse, facebook or
 * google) the error page is not rendered, neither by the server nor after hydration, while their
 * other pages render as usual.
 */
import { errorPageMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { hydrated, JOURNEY_TIMEOUT, siteUrl } from './browser.ts';

const MISSING = '/no/such-page';

/** One user agent per word of the spec's bot rule. */
const BOTS = [
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0)',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Waits until the page's scripts have loaded the root route and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Boolean(
        (window as { __reactRouterRouteModules?: Record<string, unknown> }).__reactRouterRouteModules?.root,
      ),
    null,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
}

describe('journey: the 404 page and bots', () => {
  test(
    'an unmatched route: 404, Page not found with what to do in zh-TW, the address kept, 返回首頁 goes home',
    async () => {
      const { page, pageErrors } = await openPage(browser, 'about:blank', { viewport: DESKTOP });
      const response = await page.goto(siteUrl(`${MISSING}?from=journey`));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${MISSING}?from=journey`);

      const main = page.locator('main');
      expect(await main.getByText('404', { exact: true }).isVisible()).toBe(true);
      expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(
        errorPageMessages.routeNotFound,
      );
      expect(await main.getByText(errorPageMessages.missingHint).isVisible()).toBe(true);
      // The frame is there (header with the home item active by default).
      expect(await page.locator('header').isVisible()).toBe(true);

      await main.getByRole('link', { name: errorPageMessages.backHome }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => main.getByText(errorPageMessages.backHome).count()).toBe(0);
      expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'bots and crawlers: the same 404 status and title, but no error page rendered',
    async () => {
      for (const userAgent of BOTS) {
        const { page, pageErrors } = await openPage(browser, 'about:blank', { viewport: DESKTOP, userAgent });
        const response = await page.goto(siteUrl(MISSING));
        expect(response?.status(), userAgent).toBe(404);
        expect(await response?.text()).not.toContain(errorPageMessages.backHome);
        await settled(page);
        expect(await page.title()).toContain(errorPageMessages.routeNotFound);
        expect(await page.getByText(errorPageMessages.backHome).count(), userAgent).toBe(0);
        // Nothing of the page frame either: no header, content or footer.
        expect(await page.locator('header, main, footer').count(), userAgent).toBe(0);

        // Their other pages render as for everyone.
        const works = await page.goto(siteUrl('/works'));
        expect(works?.status()).toBe(200);
        expect(await page.locator('main').getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(pageErrors).toEqual([]);
        await page.context().close();
      }
    },
    JOURNEY_TIMEOUT,
  );
});
