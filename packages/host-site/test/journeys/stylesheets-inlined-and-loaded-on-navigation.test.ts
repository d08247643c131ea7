/**
 * The page's stylesheets (speed of the content pages; route-styles.tsx): the server
 * writes them into the document as `<style data-href>` — no render-blocking stylesheet request —
 * and a route first reached by a client-side navigation gets its own stylesheets as links, so it
 * is styled without a reload. Hydration reports no error.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('stylesheets', () => {
  test(
    'inlined in the document; a route reached by a client navigation is styled by its own stylesheets',
    async () => {
      const { page, pageErrors, messages } = await visit(browser, '/works', { viewport: DESKTOP });
      await hydrated(page);
      const sheets = () =>
        page.evaluate(() => ({
          // React writes a precedence group as one <style> whose data-href lists its files.
          inline: [...document.querySelectorAll('style[data-href]')].flatMap((s) =>
            (s.getAttribute('data-href') ?? '').split(/\s+/),
          ),
          links: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')),
        }));
      const first = await sheets();
      expect(first.inline.length).toBeGreaterThan(1);
      expect(first.links).toEqual([]);

      // A client navigation (the document stays: the marker survives) to the article list, whose
      // own stylesheet the works page did not carry.
      await page.evaluate(() => {
        (window as unknown as { marker: number }).marker = 1;
      });
      await page.locator('header nav a[href="/article"]').first().click();
      const quote = page.locator('.article-list__quote');
      await quote.waitFor({ state: 'attached', ...PATIENT });
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await expect
        .poll(() => quote.evaluate((el) => Number.parseFloat(getComputedStyle(el).marginTop)), PATIENT)
        .toBeGreaterThan(0);
      const after = await sheets();
      expect(after.links.length).toBeGreaterThan(0);
      // Nothing inlined is asked for again.
      for (const href of after.links) expect(first.inline).not.toContain(href);
      expect(pageErrors).toEqual([]);
      expect(messages('error')).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
