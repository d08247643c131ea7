/**
 * docs/spec/quotes.md#limits: "Two convert-article entries are picked at random from a list". The pick is
 * made
 * once, on the server: after hydration the article page shows the two entries its HTML had, and
 * React reports no hydration mismatch.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, siteUrl } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: the random convert entries hydrate as rendered', () => {
  test(
    'the two entries of the server’s HTML are the two the hydrated page shows; no mismatch',
    async () => {
      const list = await api<{ data: { items: { id: number }[] } }>('/v1/article/list?per_page=1');
      const path = `/article/${list.data.items[0]?.id}?hide_popup=1`;
      const watched = await openPage(browser, 'about:blank', { viewport: PHONE, reducedMotion: 'reduce' });
      const { page } = watched;
      const response = await page.goto(siteUrl(path));
      const html = (await response?.text()) ?? '';
      const rendered = [...html.matchAll(/data-convert="([a-z_]+)"/g)].map((m) => m[1]);
      expect(rendered).toHaveLength(2);
      await hydrated(page);

      const entries = page.locator('.convert-entries [data-convert]');
      expect(await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-convert')))).toEqual(
        rendered,
      );
      // The entries are React's own nodes now, not discarded server markup.
      expect(
        await entries.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))),
      ).toBe(true);
      const mismatch = watched.messages('error').filter((m) => /hydrat|did not match/i.test(m));
      expect(mismatch).toEqual([]);
      expect(watched.pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
