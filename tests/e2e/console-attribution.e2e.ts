/**
 * Attribution a marketer reads (docs/spec/console.md#attribution), on the built system in Chromium
 * at 1280×800 and 390×844, with the browser console watched: a marketing user opens the screen
 * from the navigation after leads came in from the demo partner's page; the chart has a legend
 * naming the partner (never its key), the figures equal the inbox's list for the same range and
 * partner, the funnel shows each step's rate, the range is compared with the period before; on a
 * phone the page does not scroll sideways; an empty range says what to do and draws no axes. Axe
 * finds nothing serious at either size.
 */
import { consoleAttributionMessages as a, consoleMessages as m } from '@renovo/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { inboxCount, openConsoleScreen, watchConsoleErrors } from './harness/console-screen.ts';
import { mobileFor } from './harness/widgets.ts';

const stack = inject('console');
/** The demo partner's page (development only): its leads are credited to the demo partner. */
const DEMO_PARTNER_PAGE = 'http://127.0.0.1:8080';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Files a basic quote from the demo partner's page, as its widget would. */
async function fileLead(mobile: string): Promise<void> {
  const answer = await fetch(`${stack.origin}/hyperf/valuation/v3/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: DEMO_PARTNER_PAGE },
    body: JSON.stringify({
      region_id: 4,
      size: 30,
      mobile,
      accepted: 1,
      notice_version: '2026-11',
      module: 'attribution_e2e',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** Today in Taiwan. */
function taiwanToday(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The figure of a tile, by its title. */
async function tileFigure(page: Page, title: string): Promise<string> {
  return (
    (await page.getByRole('region', { name: title, exact: true }).locator('.stat-value').textContent()) ?? ''
  );
}

describe('attribution on the built system', () => {
  test('a legend with the partner by name, the inbox’s counts, rates and the previous period, at both sizes', async () => {
    await fileLead(mobileFor(2601));
    await fileLead(mobileFor(2602));
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.marketing,
      m.nav.attribution,
    );
    const watch = watchConsoleErrors(page);
    // Reopened under watch: the screen's every request and render is seen.
    await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.home }).click();
    await page
      .getByRole('navigation', { name: m.nav.label })
      .getByRole('link', { name: m.nav.attribution })
      .click();
    await page.getByRole('heading', { level: 2, name: m.attribution.perDay }).waitFor();
    await page.locator('.legend li').first().waitFor();

    const lookups = await page.evaluate(async () => (await fetch('/console/api/inbox-lookups')).json());
    const demo = (lookups.data.partners as { key: string; name: string }[]).find((p) => p.key === 'demo')!;
    expect(demo).toBeDefined();
    const legend = await page.locator('.legend li').allTextContents();
    expect(legend).toContain(demo.name);
    expect(legend.join(' ')).not.toContain(demo.key);
    // The group table names the partner, its key beneath.
    const row = page.getByRole('row').filter({ hasText: demo.name });
    expect(await row.getByRole('rowheader').textContent()).toBe(`${demo.name}${demo.key}`);

    // The figures are the inbox's for the same range (the last 14 days, today included).
    const today = taiwanToday();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 13 * 86_400_000).toISOString().slice(0, 10);
    const listed = await inboxCount(page, `from=${from}&to=${today}`);
    expect(listed).toBeGreaterThanOrEqual(2);
    expect(await tileFigure(page, a.leadsInRange)).toBe(String(listed));
    // The funnel's panel (its table's scroll box bears the same name, inside it).
    const funnel = page.getByRole('region', { name: m.attribution.funnel, exact: true }).first();
    const stepRow = (name: string) =>
      funnel.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    const submitRow = stepRow(m.attribution.submit);
    expect(await submitRow.getByRole('cell').first().textContent()).toBe(String(listed));
    const answer = await page.evaluate(
      async (q) => (await (await fetch(`/console/api/funnel?${q}`)).json()).data,
      `from=${from}&to=${today}`,
    );
    // Each step's rate from the one before, as the API computes it, in the table.
    const verifiedRow = stepRow(m.attribution.verifiedStep);
    const rate = answer.rates.verified as number | null;
    expect(await verifiedRow.getByRole('cell').nth(1).textContent()).toBe(
      rate === null
        ? '—'
        : new Intl.NumberFormat('zh-TW', { style: 'percent', maximumFractionDigits: 1 }).format(rate),
    );
    // The previous period: as many days, just before.
    const previousFrom = new Date(Date.parse(`${from}T00:00:00Z`) - 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const previousTo = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.getByText(`${previousFrom} 至 ${previousTo}`, { exact: false }).waitFor();

    // One partner: the figures are the inbox's list of that partner.
    // (A select's name holds its label and its chosen option: 合作夥伴 所有合作夥伴.)
    await page
      .getByRole('combobox', { name: new RegExp(`^${m.attribution.byPartner}`) })
      .selectOption({ label: demo.name });
    await page.getByRole('button', { name: m.common.apply }).click();
    const ofDemo = await inboxCount(page, `from=${from}&to=${today}&partner=${demo.key}`);
    await expect.poll(() => tileFigure(page, a.leadsInRange)).toBe(String(ofDemo));

    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    // On a phone the chart fits: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(
      await page
        .locator('.chart svg')
        .first()
        .evaluate((svg) => svg.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(PHONE.width);
    expect(watch.errors()).toEqual([]);
    await context.close();
  });

  test('an empty range says there were no leads and what to do, with no axes drawn, at both sizes', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.marketing,
      m.nav.attribution,
    );
    const watch = watchConsoleErrors(page);
    await page.getByLabel(m.common.from).fill('2020-01-01');
    await page.getByLabel(m.common.to).fill('2020-01-14');
    await page.getByRole('button', { name: m.common.apply }).click();
    await page.getByText(a.emptyLeads).waitFor();
    await page.getByText(a.emptyFunnel).waitFor();
    expect(await page.locator('.chart').count()).toBe(0);
    expect(await page.getByRole('link', { name: a.toEmbed }).getAttribute('href')).toBe('/console/embed');
    expect(await tileFigure(page, a.leadsInRange)).toBe('0');
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(watch.errors()).toEqual([]);
    await context.close();
  });
});
