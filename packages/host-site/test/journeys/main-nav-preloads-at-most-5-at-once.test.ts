/**
 * Route preload at most 5 concurrent (docs/spec/platform.md#limits): the header's links preload their pages
 * on intent (hover, focus, touch), through a queue. With every page's loader data held back by
 * the test and the pointer passing over each link in turn, at most five preloads are in flight;
 * when one finishes, the next starts. Nothing is preloaded before the pointer comes.
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
      const links = page.locator('.main-nav__link');
      expect(await links.count()).toBeGreaterThan(6);
      // Loaded and idle, and nothing asked for: no page is preloaded (once in view no longer).
      await page.waitForLoadState('networkidle');
      expect(seen.size).toBe(0);

      // The pointer passes over every link: the queue fills up, five held, no sixth.
      for (const link of await links.all()) await link.hover();
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
