/**
 * The lead inbox speaks Taiwan (docs/spec/console.md#lead-inbox), tried as a marketing user in
 * Chromium at 1280×800 and 390×844: the saved views 今天的新線索, 待回電 and 指派給我 find the
 * lead (the last once the user takes it); the list and the drawer show times in Taiwan time and
 * each coded value by its zh-TW name; the drawer shows the home, every UTM value and the consent,
 * an absent value read as 未記錄 (never a bare label); the CSV link carries the view and its file
 * names the offset. Axe-clean and without a console error at both sizes.
 */
import { leadLabelMessages as l, consoleMessages as m } from '@renovo/core/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblems } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen, watchConsoleErrors } from './harness/console-screen.ts';

const stack = inject('console');
const MARKETING = stack.marketing;
/** A number no other test files; marketing sees it masked. */
const MOBILE = '0987650112';
const MASKED = '0987***112';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  // A basic quote from the demo partner's origin (as its page would send it), with a home and UTM.
  const answer = await fetch(`${stack.origin}/hyperf/valuation/v3/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8080' },
    body: JSON.stringify({
      region_id: 8,
      size: 28,
      mobile: MOBILE,
      accepted: 1,
      notice_version: '2026-11',
      module: 'work_detail_auto_popbox',
      type: 'work',
      house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 1, balcony: 1 },
      utm: { source: 'facebook', medium: 'cpc', campaign: 'spring_2026', content: 'carousel_a' },
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
});
afterAll(() => browser?.close());

/** The value of the drawer's fact named `name`. */
function fact(scope: Locator, name: string): Locator {
  return scope
    .locator('dl.facts > dt')
    .filter({ hasText: new RegExp(`^${name.replace(/[()（）]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The inbox's row of the lead. */
const leadRow = (page: Page) =>
  page.getByRole('table', { name: m.leads.title }).getByRole('row').filter({ hasText: MASKED });

/** Presses a saved view and waits for the list to load. */
async function pressView(page: Page, name: string): Promise<void> {
  const views = page.getByRole('group', { name: l.views.label });
  await views.getByRole('button', { name, exact: true }).click();
  await expect
    .poll(() => views.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'))
    .toBe('true');
  await page.locator('.loading').waitFor({ state: 'detached' });
}

describe('the lead inbox speaks Taiwan', () => {
  test('saved views find the lead; the list and the drawer name every value in zh-TW, in Taiwan time', async () => {
    const { context, page } = await openConsoleScreen(browser, stack.origin, MARKETING, m.nav.leads);
    const watch = watchConsoleErrors(page);
    await page.locator('.loading').waitFor({ state: 'detached' });
    const views = page.getByRole('group', { name: l.views.label });
    expect(await views.getByRole('button', { name: l.views.all }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => views.textContent()).toContain(l.views.hints.all);

    await pressView(page, l.views.today);
    await leadRow(page).waitFor();
    await expect.poll(() => views.textContent()).toContain(l.views.hints.today);
    await pressView(page, l.views.callback);
    await leadRow(page).waitFor();
    await pressView(page, m.leads.mine);
    await expect.poll(() => leadRow(page).count()).toBe(0);
    await pressView(page, l.views.today);

    // The row: its time in Taiwan time, its region and module by name.
    const row = leadRow(page);
    const listed = await page.evaluate(async () => (await fetch('/console/api/leads?view=today')).json());
    const item = (listed.data.items as { mobile: string; created_at: string }[]).find(
      (i) => i.mobile === MASKED,
    )!;
    // Node's and Chromium's ICU may space the date and the time apart differently.
    const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
    const taipei = spaced(
      new Date(item.created_at).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }),
    );
    expect(spaced(await row.locator(`td[data-label="${m.leads.createdAt}"]`).textContent())).toBe(taipei);
    expect(await row.locator(`td[data-label="${m.leads.region}"]`).textContent()).toBe('臺中市');
    expect(await row.locator(`td[data-label="${l.facts.module}"]`).textContent()).toBe('作品頁自動彈出視窗');

    // The drawer: everything the lead records, by name; nothing shown as a bare label.
    await row.getByRole('button', { name: MASKED }).click();
    const drawer = page.getByRole('dialog', { name: m.leads.detail });
    await drawer.getByRole('heading', { name: m.leads.consent }).waitFor();
    expect(spaced(await fact(drawer, m.leads.createdAt).textContent())).toBe(taipei);
    expect(await fact(drawer, l.facts.size).textContent()).toBe('28坪');
    expect(await fact(drawer, l.facts.layout).textContent()).toBe('3房2廳2衛');
    expect(await fact(drawer, l.facts.community).textContent()).toBe(l.notRecorded);
    expect(await fact(drawer, m.leads.region).textContent()).toBe('臺中市');
    expect(await fact(drawer, l.facts.module).textContent()).toBe(
      '作品頁自動彈出視窗work_detail_auto_popbox',
    );
    expect(await fact(drawer, l.facts.sourceType).textContent()).toBe('作品work');
    expect(await fact(drawer, l.facts.utmSource).textContent()).toBe('facebook');
    expect(await fact(drawer, l.facts.utmMedium).textContent()).toBe('cpc');
    expect(await fact(drawer, l.facts.utmCampaign).textContent()).toBe('spring_2026');
    expect(await fact(drawer, l.facts.utmContent).textContent()).toBe('carousel_a');
    // Marketing does not see the address the consent was given from: it says so.
    expect(await fact(drawer, m.leads.consentIp).textContent()).toBe(m.leads.masked);
    const values = await drawer.locator('dl.facts > dd').allTextContents();
    expect(values.filter((value) => value.trim() === '')).toEqual([]);

    // Taking the lead puts it in 指派給我.
    await drawer.getByLabel(m.leads.assignee).selectOption({ label: `${MARKETING.email}${m.leads.me}` });
    await drawer.getByRole('button', { name: m.common.save }).click();
    await page.getByRole('status').filter({ hasText: m.common.saved }).waitFor();
    await drawer.getByRole('button', { name: m.common.close }).click();
    await pressView(page, m.leads.mine);
    await leadRow(page).waitFor();

    // The CSV of the view: the link carries it; the file names the offset and the labels.
    const href = await page.getByRole('link', { name: m.leads.exportCsv }).getAttribute('href');
    expect(href).toContain('view=mine');
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
    expect(csv).toContain('建立時間 (UTC+08:00)');
    const line = csv.split('\r\n').find((text) => text.includes(MASKED))!;
    expect(line).toContain('臺中市');
    expect(line).toContain('作品頁自動彈出視窗');
    expect(line).toContain(MARKETING.email);
    expect(watch.errors()).toEqual([]);
    await context.close();
  });

  test('the inbox and the drawer pass axe at 1280 and 390 px, with no console error', async () => {
    const { context, page } = await openConsoleScreen(browser, stack.origin, MARKETING, m.nav.leads);
    const watch = watchConsoleErrors(page);
    await page.locator('.loading').waitFor({ state: 'detached' });
    const problems: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await pressView(page, l.views.today);
      await leadRow(page).waitFor();
      problems.push(...(await axeProblems(page)).map((p) => `inbox ${viewport.width}: ${p}`));
      await leadRow(page).getByRole('button', { name: MASKED }).click();
      const drawer = page.getByRole('dialog', { name: m.leads.detail });
      await drawer.getByRole('heading', { name: m.leads.consent }).waitFor();
      problems.push(...(await axeProblems(page)).map((p) => `drawer ${viewport.width}: ${p}`));
      await drawer.getByRole('button', { name: m.common.close }).click();
    }
    expect(problems).toEqual([]);
    // A phone: nothing wider than the screen (the views wrap).
    const layout = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(layout.scroll).toBeLessThanOrEqual(layout.width);
    expect(watch.errors()).toEqual([]);
    await context.close();
  });
});
