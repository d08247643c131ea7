/**
 * Route preload at most 5 concurrent (docs/spec/platform.md#limits): the header's links preload their pages
 * once in
 * view, through a queue. With every page's loader data held back by the test, at most five
 * preloads are in flight; when one finishes, the next starts.
 */
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: the header preloads its pages, at most 5 at once', () => {
  test(
    'five loader-data preloads in flight at most; a finished one lets the next start',
    async () => {
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      const held: Route[] = [];
      const seen = new Set<string>();
      let most = 0;
      let holding = true;
      // React Router's loader data of a page: `<path>.data` (`/_root.data` for the home page).
      await context.route(
        (url) => url.pathname.endsWith('.data'),
        async (route) => {
          seen.add(new URL(route.request().url()).pathname);
          if (!holding) return route.continue();
          held.push(route);
          most = Math.max(most, held.length);
        },
      );
      const page = await context.newPage();
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto(siteUrl('/'));
      await hydrated(page);
      expect(await page.locator('.main-nav__link').count()).toBeGreaterThan(6);

      // The queue fills up: five held, no sixth.
      await expect.poll(() => held.length, PATIENT).toBe(5);
      const firstFive = new Set(seen);

      // One finishes: exactly one more starts.
      await held.shift()?.continue();
      await expect.poll(() => seen.size, PATIENT).toBe(6);
      await expect.poll(() => held.length, PATIENT).toBe(5);
      expect([...seen].filter((path) => !firstFive.has(path))).toHaveLength(1);

      // Let the rest through.
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      expect(most).toBe(5);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );
});
