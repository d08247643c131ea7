/**
 * The overview (docs/spec/console.md#overview), the console's home, on the built system in Chromium
 * at 1280×800 and 390×844 with the browser console watched: a marketing user sees today's and this
 * week's leads as the inbox counts them, the lead filed 30 hours ago and never called back (the
 * e2e setup files it) in a highlighted tile linking to the inbox filtered to the leads past the
 * 24 h promise, and this week's conversion, but no moderation queue; an editor sees the pending
 * reviews and no lead count. Axe finds nothing serious at either size.
 */
import { format, consoleMessages as m, consoleOverviewMessages as o } from '@renovo/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { inboxCount, signedInConsole, watchConsoleErrors } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The overview opened from the navigation (after another screen), with the console watched. */
async function overview(who: { email: string; password: string }, away: string) {
  const { context, page } = await signedInConsole(browser, stack.origin, who);
  const watch = watchConsoleErrors(page);
  const nav = page.getByRole('navigation', { name: m.nav.label });
  await nav.getByRole('link', { name: away, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: away }).waitFor();
  await nav.getByRole('link', { name: m.nav.home, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
  await page.locator('.stat').first().waitFor();
  return { context, page, watch };
}

/** A tile by its title. */
const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

describe('the overview on the built system', () => {
  test('marketing: leads as the inbox counts them, the leads past the 24 h promise highlighted and linked, the conversion', async () => {
    const { context, page, watch } = await overview(stack.marketing, m.nav.partners);
    const answer = await page.evaluate(
      async () => (await (await fetch('/console/api/overview')).json()).data,
    );
    expect(answer.moderation).toBeNull();
    // Today's leads: the inbox's list from today's start to the time the overview was counted.
    const today = await inboxCount(page, `from=${answer.today}&to=${encodeURIComponent(answer.server_time)}`);
    expect(answer.leads.today.count).toBe(today);
    expect(await tile(page, m.home.newLeads).locator('.stat-value').textContent()).toBe(
      format(o.count, { n: today }),
    );
    await tile(page, o.weekLeads).waitFor();
    // The leads past the promise: the tile links to the inbox's overdue view (new leads filed
    // before now − 24 h), and counts them.
    const late = tile(page, o.waiting);
    expect(await late.getAttribute('class')).toContain('alert');
    const link = late.getByRole('link');
    const href = new URL((await link.getAttribute('href')) ?? '', stack.origin);
    expect(href.pathname).toBe('/console/leads');
    expect(href.searchParams.get('view')).toBe('overdue');
    const waiting = await inboxCount(page, href.search.slice(1));
    const before = new Date(Date.now() - 24 * 3_600_000).toISOString();
    expect(await inboxCount(page, `status=new&to=${encodeURIComponent(before)}`)).toBe(waiting);
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(await late.locator('.stat-value').textContent()).toBe(format(o.count, { n: waiting }));
    expect(await link.textContent()).toBe(format(o.waitingLink, { n: waiting }));
    await tile(page, o.conversion).getByRole('link', { name: o.toAttribution }).waitFor();
    expect(await tile(page, o.pendingReviews).count()).toBe(0);

    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The link opens the inbox.
    await link.click();
    await page.getByRole('heading', { level: 1, name: m.leads.title }).waitFor();
    // …on its overdue view, pressed.
    await page.getByRole('button', { name: o.waiting, pressed: true }).waitFor();
    expect(watch.errors()).toEqual([]);
    await context.close();
  });

  test('an editor: the reviews waiting for moderation, and no lead count at all', async () => {
    const { context, page, watch } = await overview(stack.contentEditor, m.nav.reviews);
    const answer = await page.evaluate(
      async () => (await (await fetch('/console/api/overview')).json()).data,
    );
    expect(answer).toMatchObject({ leads: null, conversion: null });
    const pending = await page.evaluate(
      async () => (await (await fetch('/console/api/reviews?status=pending')).json()).data.length,
    );
    expect(await tile(page, o.pendingReviews).locator('.stat-value').textContent()).toBe(
      format(o.count, { n: pending }),
    );
    await tile(page, o.pendingReviews).getByRole('link', { name: o.toReviews }).waitFor();
    expect(await tile(page, m.home.newLeads).count()).toBe(0);
    expect(await tile(page, o.waiting).count()).toBe(0);
    expect(await tile(page, o.conversion).count()).toBe(0);
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    expect(watch.errors()).toEqual([]);
    await context.close();
  });
});
