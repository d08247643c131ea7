import { consoleMessages as m } from '@renovo/core/messages';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { totpCode } from '../../packages/api/src/services/staff/totp.ts';
import { axeProblems } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';

const stack = inject('console');
const SUPPORT = stack.support;
/** A number no other test files; masked in the list as 0987***329. */
const MOBILE = '0987654329';
const MASKED = '0987***329';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The session cookie of the first sign-in, reused: a TOTP code's step signs in once. */
let signedIn: Cookie[] | null = null;

/** A context signed in as support, on the inbox, with a fake clock (bypassCSP only to run axe). */
async function inbox(options: { axe?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: options.axe ?? false });
  const page = await context.newPage();
  await page.clock.install();
  if (signedIn) {
    await context.addCookies(signedIn);
    await page.goto(`${stack.origin}/console`);
  } else {
    await page.goto(`${stack.origin}/console`);
    await page.getByLabel(m.signIn.email).fill(SUPPORT.email);
    await page.getByLabel(m.signIn.password).fill(SUPPORT.password);
    // Support sees full mobiles: it signs in with its TOTP code.
    await page.getByLabel(m.signIn.totp).fill(totpCode(SUPPORT.totpSecret, new Date()));
    await page.getByRole('button', { name: m.signIn.submit }).click();
  }
  await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
  signedIn ??= await context.cookies();
  await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name: m.nav.leads }).click();
  await page.getByRole('heading', { level: 1, name: m.leads.title }).waitFor();
  await page.getByRole('table', { name: m.leads.title }).waitFor();
  await page.locator('.loading').waitFor({ state: 'detached' });
  return { context, page };
}

/** Files a basic quote from the demo partner's origin (as its page would), answering its id. */
async function fileLead(mobile: string): Promise<number> {
  const answer = await fetch(`${stack.origin}/hyperf/valuation/v3/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8080' },
    body: JSON.stringify({
      region_id: 8,
      size: 28,
      mobile,
      accepted: 1,
      notice_version: '2026-11',
      module: 'inbox_poll_e2e',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

describe('the lead inbox on the built system', () => {
  test('a lead filed while the inbox is open appears without a reload, announced politely, its partner by name', async () => {
    const { context, page } = await inbox();
    const table = page.getByRole('table', { name: m.leads.title });
    expect(await table.getByText(MASKED).count()).toBe(0);
    // Support works the inbox but has no export: no link to one.
    expect(await page.getByRole('link', { name: m.leads.exportCsv }).count()).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { inboxMarker: string }).inboxMarker = 'still here';
    });

    await fileLead(MOBILE);
    await page.clock.fastForward(21_000);

    const row = table.getByRole('row').filter({ hasText: MASKED });
    await row.waitFor();
    const live = page.getByRole('status').filter({ hasText: m.leads.newArrived.replace('{n}', '1') });
    await live.waitFor();
    expect(await live.getAttribute('aria-live')).toBe('polite');
    // The same document: no navigation, no reload.
    expect(await page.evaluate(() => (window as unknown as { inboxMarker?: string }).inboxMarker)).toBe(
      'still here',
    );
    // The partner by name, its key beneath.
    const lookups = await page.evaluate(async () => (await fetch('/console/api/inbox-lookups')).json());
    const partnerCell = row.locator('td[data-label="合作夥伴"]');
    const cellText = (await partnerCell.textContent()) ?? '';
    const named = (lookups.data.partners as { key: string; name: string }[]).find((p) =>
      cellText.includes(p.key),
    );
    expect(named, cellText).toBeDefined();
    expect(cellText.startsWith(named!.name)).toBe(true);
    await context.close();
  });

  test('support assigns a lead to another staff member who works leads, and filters the list by assignee', async () => {
    const { context, page } = await inbox();
    const lookups = await page.evaluate(async () => (await fetch('/console/api/inbox-lookups')).json());
    const admin = (lookups.data.assignees as { id: number; email: string }[]).find(
      (a) => a.email === stack.admin.email,
    );
    expect(admin).toBeDefined();
    const table = page.getByRole('table', { name: m.leads.title });
    const row = table.getByRole('row').filter({ hasText: MASKED });
    if ((await row.count()) === 0) {
      await fileLead(MOBILE);
      await page.clock.fastForward(21_000);
    }
    await row.getByRole('button', { name: MASKED }).click();
    const drawer = page.getByRole('dialog', { name: m.leads.detail });
    await drawer.getByLabel(m.leads.assignee).selectOption({ label: stack.admin.email });
    await drawer.getByRole('button', { name: m.common.save }).click();
    await page.getByRole('status').filter({ hasText: m.common.saved }).waitFor();
    await expect.poll(() => drawer.locator('dd').filter({ hasText: stack.admin.email }).count()).toBe(1);
    await drawer.getByRole('button', { name: m.common.close }).click();
    await expect
      .poll(() => row.locator(`td[data-label="${m.leads.assignee}"]`).textContent())
      .toBe(stack.admin.email);

    const filters = page.getByRole('form', { name: m.leads.filters });
    await filters.getByLabel(m.leads.assignee).selectOption({ label: stack.admin.email });
    await filters.getByRole('button', { name: m.common.apply }).click();
    await expect
      .poll(async () => {
        const cells = await table.locator(`td[data-label="${m.leads.assignee}"]`).allTextContents();
        return cells.length > 0 && cells.every((c) => c === stack.admin.email);
      })
      .toBe(true);
    await filters.getByLabel(m.leads.assignee).selectOption({ label: m.leads.mine });
    await filters.getByRole('button', { name: m.common.apply }).click();
    await expect.poll(() => table.getByText(MASKED).count()).toBe(0);
    await context.close();
  });

  test('the inbox and its detail pass axe at 1280 and 390 px; at 390 the list is cards, with no sideways scroll', async () => {
    const { context, page } = await inbox({ axe: true });
    const problems: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      problems.push(...(await axeProblems(page)).map((p) => `inbox ${viewport.width}: ${p}`));
      await page.getByRole('table', { name: m.leads.title }).getByRole('button').first().click();
      const drawer = page.getByRole('dialog', { name: m.leads.detail });
      await drawer.getByText(m.leads.consent).waitFor();
      problems.push(...(await axeProblems(page)).map((p) => `detail ${viewport.width}: ${p}`));
      await drawer.getByRole('button', { name: m.common.close }).click();
    }
    expect(problems).toEqual([]);
    // A phone: each lead a card (the column headers hidden, each value named), nothing wider than the screen.
    const layout = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
      row: getComputedStyle(document.querySelector('.data-table tbody tr')!).display,
      label: getComputedStyle(document.querySelector('.data-table tbody td[data-label]')!, '::before')
        .content,
    }));
    expect(layout.scroll).toBeLessThanOrEqual(layout.width);
    expect(layout.row).toBe('block');
    expect(layout.label).toContain(m.leads.createdAt);
    await context.close();
  });
});
