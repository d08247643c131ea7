/**
 * The page's stylesheets (speed of the content pages; route-styles.tsx): the server
 * writes them into the document as `<style data-href>` — no render-blocking stylesheet request —
 * and a route first reached by a client-side navigation gets its own stylesheets as links, so it
 * is styled without a reload. Hydration reports no error. Code loaded on demand (the widgets on
 * the first press, and the chunks they import) never adds a stylesheet the page already has: a
 * second copy at the end of the head would come after the route's own stylesheets and undo their
 * rules — the company centre lost its padding on the first press, moving the form under the pointer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { firstArticleId } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, visit, widgetDialog } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The files of the page's inline stylesheets and of its stylesheet links. */
function sheets(page: Page) {
  return page.evaluate(() => ({
    // React writes a precedence group as one <style> whose data-href lists its files.
    inline: [...document.querySelectorAll('style[data-href]')].flatMap((s) =>
      (s.getAttribute('data-href') ?? '').split(/\s+/),
    ),
    // The links that load (the disabled ones only name an inline file: lib/inlined-stylesheets.ts).
    links: [...document.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map(
      (l) => l.getAttribute('href') ?? '',
    ),
  }));
}

describe('stylesheets', () => {
  test(
    'inlined in the document; a route reached by a client navigation is styled by its own stylesheets',
    async () => {
      const { page, pageErrors, messages } = await visit(browser, '/works', { viewport: DESKTOP });
      await hydrated(page);
      const first = await sheets(page);
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
      const after = await sheets(page);
      expect(after.links.length).toBeGreaterThan(0);
      // Nothing inlined is asked for again.
      for (const href of after.links) expect(first.inline).not.toContain(href);
      expect(pageErrors).toEqual([]);
      expect(messages('error')).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'code loaded on demand adds no second copy of a stylesheet the page has, so the route keeps its rules',
    async () => {
      const { page, pageErrors } = await visit(browser, `/article/${await firstArticleId()}`, {
        viewport: DESKTOP,
      });
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await hydrated(page);
      const first = await sheets(page);
      const link = page.locator('.quote-entry a[aria-haspopup="dialog"]').first();
      await link.waitFor({ state: 'attached', ...PATIENT });
      // A press loads the widgets, and they the chunks they import (the API client, analytics).
      // (Pressed by script: scrolled to, the link is past half the article, where the article's own
      // popover opens over it.)
      await link.evaluate((a) => (a as HTMLElement).click());
      await widgetDialog(page, 'renovo-quote');
      await page.waitForLoadState('networkidle');
      const after = await sheets(page);
      const copies = after.links.filter((href) => first.inline.includes(new URL(href, page.url()).pathname));
      expect(copies).toEqual([]);
      expect(fetched.filter((path) => first.inline.includes(path))).toEqual([]);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
