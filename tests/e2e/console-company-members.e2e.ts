/**
 * A company's accounts in the console on the built system (docs/spec/company-side.md#console), in
 * Chromium: an admin (who may put people into companies) opens a company, invites a member by
 * mobile from its members panel — the pending invitation shows with the mobile masked, the dev
 * outbox holds the SMS with the link — and takes it back; the 待審核 view lists an application
 * filed on the site and approves it. An editor reads the members and the queue but is told that
 * admins invite and approve, with no form or button to do it. The screen with the panels open,
 * and the queue, pass axe at 1280 × 800 and 390 × 844.
 */
import {
  companyAccountMessages as am,
  companyApplicationMessages as apm,
  consoleCompanyMessages as cm,
  format,
  consoleMessages as m,
  consoleCompanySideMessages as sm,
} from '@renovo/core/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const COMPANY = '端對端成員測試設計';
const MEMBER = '0912800001';

describe('a company’s members in the console', () => {
  test('an admin invites a member by SMS and takes the invitation back; axe clean', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.companiesAdmin,
      m.nav.companies,
    );
    const made = await page.request.post(`${stack.origin}/console/api/companies`, {
      headers: { origin: stack.origin },
      data: { name: COMPANY, regionId: 1 },
    });
    expect(made.status()).toBe(201);
    await page.getByRole('searchbox', { name: cm.search }).fill(COMPANY);
    await page.getByRole('button', { name: m.common.apply }).click();
    await page.getByRole('button', { name: new RegExp(`^${m.common.edit}\\s*${COMPANY}$`) }).click();
    const members = page.getByRole('region', { name: sm.membersTitle });
    await members.waitFor();
    await members.getByText(sm.noMembers).waitFor();

    const invite = members.getByRole('form', { name: sm.inviteTitle });
    await invite.getByLabel(sm.inviteMobile).fill(MEMBER);
    await invite.getByLabel(sm.memberRole).selectOption('owner');
    await invite.getByRole('button', { name: sm.invite }).click();
    await page.getByText(am.inviteSent).first().waitFor();
    const pending = members.getByRole('table', { name: sm.invitesTitle });
    await pending.getByRole('rowheader', { name: '0912***001' }).waitFor();
    expect(await members.textContent()).not.toContain(MEMBER);

    const outbox = await page.request.get(`${stack.origin}/dev/sms-outbox?mobile=${MEMBER}`);
    expect(JSON.stringify(await outbox.json())).toMatch(/\/user-company\?invite=[A-Za-z0-9_-]{43}/);

    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll[0]).toBeLessThanOrEqual(scroll[1]!);

    // Sent again: a second SMS with a new link; still one pending invitation.
    await pending.getByRole('button', { name: format(sm.resendInvite, { mobile: '0912***001' }) }).click();
    await page.getByText(sm.resent).first().waitFor();
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${stack.origin}/dev/sms-outbox?mobile=${MEMBER}`)).json()) as {
              data: unknown[];
            }
          ).data.length,
      )
      .toBe(2);
    expect(await pending.getByRole('row').count()).toBe(2);

    await pending.getByRole('button', { name: format(sm.revokeInvite, { mobile: '0912***001' }) }).click();
    await page.getByText(sm.revoked).first().waitFor();
    await expect.poll(() => members.getByRole('table', { name: sm.invitesTitle }).count()).toBe(0);
    await context.close();
  }, 90_000);

  test('the 待審核 view lists an application from the site and approves it into a draft; axe clean', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.companiesAdmin,
      m.nav.companies,
    );
    const applied = await page.request.post(`${stack.origin}/api/company-applications`, {
      headers: { origin: stack.origin },
      data: {
        company_name: '端對端申請設計',
        tax_id: '12345681',
        contact_name: '陳先生',
        mobile: '0912800002',
        email: 'e2e-apply@example.com',
        region_id: 1,
        consent: true,
      },
    });
    expect(applied.status()).toBe(201);
    await page.getByRole('button', { name: apm.queueTitle }).click();
    const applications = page.getByRole('region', { name: apm.applicationsTitle });
    await applications.getByRole('rowheader', { name: '端對端申請設計' }).waitFor();
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await applications
      .getByRole('button', { name: new RegExp(`^${apm.approve}\\s*端對端申請設計$`) })
      .click();
    await page.getByText(apm.approved).first().waitFor();
    await expect.poll(() => applications.getByRole('rowheader', { name: '端對端申請設計' }).count()).toBe(0);
    await context.close();
  }, 90_000);

  test('an editor reads the members and the queue, is told admins invite and approve, and has no form or button for it', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.contentEditor,
      m.nav.companies,
    );
    await page.getByRole('searchbox', { name: cm.search }).fill(COMPANY);
    await page.getByRole('button', { name: m.common.apply }).click();
    await page.getByRole('button', { name: new RegExp(`^${m.common.edit}\\s*${COMPANY}$`) }).click();
    const members = page.getByRole('region', { name: sm.membersTitle });
    await members.getByText(sm.membersByAdmins).waitFor();
    expect(await members.getByRole('form', { name: sm.inviteTitle }).count()).toBe(0);
    await page.getByRole('button', { name: apm.queueTitle }).click();
    const applications = page.getByRole('region', { name: apm.applicationsTitle });
    await applications.getByText(sm.membersByAdmins).waitFor();
    expect(await applications.getByRole('button', { name: new RegExp(`^${apm.approve}`) }).count()).toBe(0);
    await context.close();
  }, 90_000);
});
