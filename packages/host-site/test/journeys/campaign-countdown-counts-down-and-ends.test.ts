/**
 * Spec call (docs/spec/quotes.md#calls configs: config_type[] mid_year_celebration_2507 → show_coupon and the
 * activity's end time in seconds, used for a countdown). In Chromium on the built site, with the
 * page's clock under the test's control (Playwright's page.clock): a campaign the operator wrote
 * shows its countdown under the header, the countdown goes down with the clock, and at the end
 * time it disappears by itself. The demo content's campaign (the spec's, July 2025) is over, so
 * by default no page shows one.
 */

import { siteConfigs } from '@renovo/api/schema';
import { campaignMessages } from '@renovo/core';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { ownSiteStack } from '../harness/own-stack.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT } from './browser.ts';

const own = ownSiteStack();

const TIMER = '.campaign-bar [role="timer"]';

/** Seconds left as the bar shows them (`N 天 hh:mm:ss` or `hh:mm:ss`), or null without a bar. */
async function secondsShown(page: Page): Promise<number | null> {
  const texts = await page.locator(TIMER).allTextContents();
  if (texts.length === 0) return null;
  const m = /(?:(\d+) 天 )?(\d{2}):(\d{2}):(\d{2})/.exec(texts[0] ?? '');
  if (!m) throw new Error(`no time in ${JSON.stringify(texts[0])}`);
  return Number(m[1] ?? 0) * 86_400 + Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);
}

describe('journey: the campaign coupon countdown', () => {
  test(
    'shows while the campaign runs, counts down with the clock and disappears at the end time',
    async () => {
      const { page, pageErrors } = await openPage(own.browser, 'about:blank', { viewport: PHONE });
      // The demo campaign is over: no bar.
      await page.goto(`${own.stack.origin}/`);
      await hydrated(page);
      const configs = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/configs');
      await page.reload();
      await hydrated(page);
      expect((await configs).ok()).toBe(true);
      expect(await page.locator('.campaign-bar').count()).toBe(0);

      // The operator's campaign: 1 day, 2 hours and 3 minutes from now.
      const now = Date.now();
      const end = Math.floor(now / 1000) + 86_400 + 2 * 3600 + 3 * 60;
      await own.db
        .update(siteConfigs)
        .set({ value: { coupon: true, end_time: end } })
        .where(eq(siteConfigs.key, 'mid_year_celebration_2507'));
      await page.clock.install({ time: now });
      await page.goto(`${own.stack.origin}/`);
      await hydrated(page);
      await page.locator(TIMER).waitFor({ state: 'visible', ...PATIENT });
      expect(await page.locator(TIMER).textContent()).toContain(campaignMessages.days.replace('{d}', '1'));
      const first = (await secondsShown(page)) ?? 0;
      // Within the time the page took to load (fake time flows from `now`).
      expect(first).toBeLessThanOrEqual(end - Math.floor(now / 1000));
      expect(first).toBeGreaterThan(end - Math.floor(now / 1000) - 120);
      expect(await page.locator('.campaign-bar a').getAttribute('href')).toBe('/decorationfrom');

      // Ten seconds of the page's clock: ten seconds less.
      await page.clock.runFor(10_000);
      await expect.poll(() => secondsShown(page), PATIENT).toBeLessThanOrEqual(first - 10);
      // Counted down, not jumped (the page's clock also runs on by itself while the machine is busy).
      expect(await secondsShown(page)).toBeGreaterThan(first - 300);

      // Past the end time: the bar goes away by itself.
      await page.clock.fastForward((first + 5) * 1000);
      await page.clock.runFor(2000);
      await page.locator('.campaign-bar').waitFor({ state: 'detached', ...PATIENT });
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
