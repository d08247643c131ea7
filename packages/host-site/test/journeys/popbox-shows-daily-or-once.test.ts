/**
 * Spec call (docs/spec/platform.md#calls GET /api/popboxs/customize): in Chromium on the built site, the home
 * page
 * asks for its popboxes (page_name home) and shows the first as a card with its title, picture
 * and link; the next load shows the next one (the first, daily, was seen today); a day later
 * (the page's clock, Playwright's page.clock) the daily one shows again and the once one never.
 */

import { popboxMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Item {
  id: number;
  title: string;
  link: string;
  frequency: 'daily' | 'once';
}

/** Loads `/` and answers the id of the popbox it shows, once it shows one. */
async function shownOn(page: Page, load: () => Promise<unknown>): Promise<string | null> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/popboxs/customize');
  await load();
  await hydrated(page);
  expect((await answer).ok()).toBe(true);
  const card = page.locator('aside.popbox');
  await card.waitFor({ state: 'visible', ...PATIENT });
  return card.getAttribute('data-popbox');
}

describe('journey: customised popboxes', () => {
  test(
    'the home page shows its popboxes in turn: a daily one again the next day, a once one never',
    async () => {
      const { data } = await api<{ data: { items: Item[] } }>('/api/popboxs/customize?page_name=home');
      const daily = data.items.find((i) => i.frequency === 'daily');
      const once = data.items.find((i) => i.frequency === 'once');
      if (!daily || !once) throw new Error('the demo home needs a daily and a once popbox');
      expect(data.items.indexOf(daily)).toBeLessThan(data.items.indexOf(once));

      const { page, pageErrors } = await openPage(browser, 'about:blank', { viewport: PHONE });
      // Noon in Taiwan: the loads below are all on one Taiwan day.
      const start = Date.UTC(2026, 10, 26, 4, 0, 0);
      await page.clock.install({ time: start });

      expect(await shownOn(page, () => page.goto(siteUrl('/')))).toBe(String(daily.id));
      const card = page.locator('aside.popbox');
      expect(await card.getAttribute('aria-label')).toBe(daily.title);
      expect(await card.locator('a').getAttribute('href')).toBe(daily.link);
      expect(await card.locator('img').count()).toBe(1);

      // The next load today: the daily one was seen, the once one shows.
      expect(await shownOn(page, () => page.reload())).toBe(String(once.id));
      // Closed: gone.
      await card.getByRole('button', { name: popboxMessages.close, exact: true }).click();
      await card.waitFor({ state: 'detached', ...PATIENT });

      // A day later: the daily one again (the once one never).
      await page.clock.setSystemTime(start + 86_400_000);
      expect(await shownOn(page, () => page.reload())).toBe(String(daily.id));
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
