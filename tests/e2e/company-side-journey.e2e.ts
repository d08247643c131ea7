/**
 * The company side end to end in Chromium (docs/spec/company-side.md), on a phone (390 × 844) and
 * a desktop (1280 × 800), on the console's stack (built host site, console and API, the job engine
 * matching leads as `npm start` runs it): staff add four design companies in one city and invite
 * their owners by SMS; the first owner opens the invitation link, signs in by SMS at the centre's
 * gate and joins, and on 成員 invites a colleague and takes the invitation back; a home owner signed in by SMS files a quote in that city from the first
 * company's page, and within seconds it is offered to three companies (that one first), the number
 * masked; the first company accepts in its centre and
 * sees the number (a tel: link), and the home owner's SMS names it; a second company declines in
 * its centre and the slot passes to the fourth; the first company reports the lead (wrong area)
 * and a marketing user upholds it on the console's 問題需求 screen — the offer is credited. The
 * centre and the console screen pass axe on the way.
 */
import { companyCentreMessages as cc } from '@renovo/core';
import { isValidTaxId } from '@renovo/core/contracts';
import {
  companyAccountMessages as am,
  companySideMessages as cs,
  format,
  consoleMessages as m,
  consoleCompanySideMessages as sm,
} from '@renovo/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, openPage, PHONE } from './harness/browser.ts';
import { hydrated, signInFromTheGate, smsCode } from './harness/company-centre.ts';
import { openConsoleScreen } from './harness/console-screen.ts';

const stack = inject('console');
const origin = stack.origin;
const PATIENT = { timeout: 30_000 } as const;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

let taxSeed = 40_000_000;
/** A checksum-valid 統一編號 not used by another test of this run. */
function taxId(): string {
  while (!isValidTaxId(String(taxSeed))) taxSeed++;
  return String(taxSeed++);
}

/** The API as `headers` say (JSON in and out). */
async function api(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const answer = await fetch(new URL(path, origin), {
    method,
    headers: { origin, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely
  return { status: answer.status, body: (await answer.json().catch(() => null)) as any };
}

/** A member signed in by SMS through the API (the code from the dev outbox). */
async function bearerOf(mobile: string): Promise<Record<string, string>> {
  const sent = await api('POST', '/v1/codes', {}, { medium: 'sms', type: 'login', username: mobile });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const login = await api(
    'POST',
    '/v1/authorizations',
    {},
    {
      username: mobile,
      code: await smsCode(origin, mobile),
      login_type: 'sms_code',
      accepted: 1,
      notice_version: '2026-11',
    },
  );
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { authorization: `Bearer ${login.body.data.access_token}` };
}

/** The invitation link the newest SMS to `mobile` carries. */
async function inviteLink(mobile: string): Promise<string> {
  const outbox = await (await fetch(new URL(`/dev/sms-outbox?mobile=${mobile}`, origin))).json();
  const link = /https?:\/\/\S+\/user-company\?invite=[A-Za-z0-9_-]{43}/.exec(JSON.stringify(outbox))?.[0];
  expect(link).toBeTruthy();
  return new URL(new URL(link!).pathname + new URL(link!).search, origin).toString();
}

/** The offers tab of the centre, reloaded until an offer card shows. */
async function offerCard(page: Page): Promise<ReturnType<Page['locator']>> {
  const card = page.locator('article.centre__card').first();
  for (let i = 0; i < 30 && (await card.count()) === 0; i++) {
    await page.goto(`${origin}/user-company/offers`);
    await hydrated(page);
    if ((await card.count()) === 0) await page.waitForTimeout(1000);
  }
  await card.waitFor(PATIENT);
  return card;
}

describe.each([
  ['phone', PHONE, 24, '0938100'],
  ['desktop', DESKTOP, 25, '0938200'],
] as const)('the company side on a %s', (name, viewport, region, prefix) => {
  test('invite, join, offer, accept (number and SMS), decline passes on, report upheld; axe clean', async () => {
    // Staff add four companies serving the city and invite their owners.
    const editor = await openConsoleScreen(browser, origin, stack.contentEditor, m.nav.companies);
    const staffApi = async (method: string, path: string, body?: unknown) => {
      const answer = await editor.page.request.fetch(`${origin}${path}`, {
        method,
        headers: { origin },
        ...(body === undefined ? {} : { data: body }),
      });
      return { status: answer.status(), body: await answer.json() };
    };
    const companies: { id: number; name: string; owner: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const companyName = `旅程設計 ${name} ${i + 1}`;
      const made = await staffApi('POST', '/console/api/companies', {
        name: companyName,
        regionId: region,
        servedRegionIds: [region],
        priceMinWan: 10,
        priceMaxWan: 2000,
        taxId: taxId(),
        licenceNo: `登記證 ${name} ${i}`,
        licenceExpiresOn: '2031-12-31',
        status: 'published',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const owner = `${prefix}${String(i + 1).padStart(3, '0')}`;
      const invited = await staffApi('POST', `/console/api/companies/${made.body.data.id}/members`, {
        mobile: owner,
        role: 'owner',
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
      companies.push({ id: made.body.data.id, name: companyName, owner });
    }
    await editor.context.close();

    // The first owner opens the link, signs in at the gate and joins; the others join by the API.
    const first = await openPage(browser, await inviteLink(companies[0]!.owner), {
      viewport,
      reducedMotion: 'reduce',
    });
    await hydrated(first.page);
    await signInFromTheGate(first.page, companies[0]!.owner, (url) => url.pathname === '/user-company');
    await first.page.getByText(companies[0]!.name).first().waitFor(PATIENT);

    // The owner invites a colleague on 成員 (the number masked in the list) and takes it back.
    await first.page
      .getByRole('navigation', { name: cc.navLabel })
      .getByRole('link', { name: cc.tabs.members })
      .click();
    await first.page.getByRole('heading', { name: cc.tabs.members, exact: true }).waitFor(PATIENT);
    await hydrated(first.page);
    await first.page.getByLabel(sm.inviteMobile).fill(`${prefix}950`);
    await first.page.getByLabel(sm.memberRole).selectOption('staff');
    await first.page.getByRole('button', { name: sm.invite }).click();
    await first.page.getByRole('status').filter({ hasText: am.inviteSent }).waitFor(PATIENT);
    const colleague = `${prefix.slice(0, 4)}***950`;
    const revoke = first.page
      .getByRole('list', { name: sm.invitesTitle })
      .getByRole('button', { name: format(sm.revokeInvite, { mobile: colleague }) });
    await revoke.waitFor(PATIENT);
    expect(await first.page.locator('main').textContent()).not.toContain(`${prefix}950`);
    expect(await axeProblemsAt(first.page, [viewport])).toEqual([]);
    await revoke.click();
    await first.page.getByRole('status').filter({ hasText: sm.revoked }).waitFor(PATIENT);
    await expect.poll(() => first.page.getByRole('list', { name: sm.invitesTitle }).count(), PATIENT).toBe(0);
    const members: Record<string, string>[] = [{}];
    for (const company of companies.slice(1)) {
      const link = await inviteLink(company.owner);
      const auth = await bearerOf(company.owner);
      const joined = await api('POST', '/v1/company/invites/accept', auth, {
        token: new URL(link).searchParams.get('invite'),
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      members.push(auth);
    }

    // A home owner signed in by SMS files a quote in the city.
    const homeOwner = `${prefix}900`;
    const filed = await api('POST', '/hyperf/valuation/v3/submit', await bearerOf(homeOwner), {
      region_id: region,
      size: 30,
      mobile: homeOwner,
      accepted: 1,
      notice_version: '2026-11',
      // Filed from the first company's page: offered to it first, then to two of the others.
      company_id: companies[0]!.id,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);

    // Offered to three; is the first among them? Each company's list tells.
    const offersOf = async (auth: Record<string, string>) =>
      ((await api('GET', '/v1/company/offers', auth)).body?.data?.items ?? []) as {
        id: number;
        status: string;
      }[];
    const masked = `${homeOwner.slice(0, 4)}***${homeOwner.slice(-3)}`;
    const card = await offerCard(first.page);
    expect(await card.textContent()).toContain(masked);
    expect(await axeProblemsAt(first.page, [viewport])).toEqual([]);
    await card.getByRole('button', { name: cc.accept }).click();
    await first.page.locator(`a[href="tel:${homeOwner}"]`).waitFor(PATIENT);

    // The home owner's SMS names the company.
    await expect
      .poll(
        async () =>
          JSON.stringify(await (await fetch(new URL(`/dev/sms-outbox?mobile=${homeOwner}`, origin))).json()),
        PATIENT,
      )
      .toContain(companies[0]!.name);

    // A second company declines in its centre; the slot passes to the company not offered yet.
    const holders: number[] = [];
    for (let i = 1; i < 4; i++) if ((await offersOf(members[i]!)).length > 0) holders.push(i);
    expect(holders).toHaveLength(2);
    // Its owner signed in by SMS above (the API); the browser carries that session's cookie.
    const secondContext = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await secondContext.addCookies([
      { name: 'token', value: members[holders[0]!]!.authorization!.slice('Bearer '.length), url: origin },
    ]);
    const second = { page: await secondContext.newPage() };
    const secondCard = await offerCard(second.page);
    await secondCard.getByRole('button', { name: cc.decline }).click();
    await secondCard.getByLabel(cc.declineReasonLabel).fill('檔期已滿');
    await secondCard.getByRole('button', { name: cc.confirmDecline }).click();
    await secondCard.getByText(cs.offerStatuses.declined).waitFor(PATIENT);
    const fourth = [1, 2, 3].find((i) => !holders.includes(i))!;
    await expect.poll(async () => (await offersOf(members[fourth]!)).length, PATIENT).toBe(1);
    await second.page.context().close();

    // The first company reports the lead; marketing upholds it on the 問題需求 screen.
    const accepted = await offerCard(first.page);
    await accepted.getByRole('button', { name: cc.reportOpen }).click();
    await accepted.getByLabel(cs.reportReasons.wrong_area).check();
    await accepted.getByRole('button', { name: cc.reportSend }).click();
    await accepted.getByText(cs.reportStatuses.open).waitFor(PATIENT);
    await first.page.context().close();
    const console_ = await openConsoleScreen(browser, origin, stack.marketing, m.nav.leadReports);
    const row = console_.page
      .getByRole('table', { name: cs.console.reportsTitle })
      .getByRole('row')
      .filter({ hasText: companies[0]!.name });
    await row.waitFor(PATIENT);
    expect(await axeProblemsAt(console_.page, [DESKTOP, PHONE])).toEqual([]);
    await row.getByRole('button', { name: new RegExp(`^${cs.console.uphold}`) }).click();
    await console_.page.getByText(cs.reportStatuses.upheld).first().waitFor(PATIENT);
    const offers = await console_.page.request.get(
      `${origin}/console/api/leads/basic/${filed.body.data.id}/offers`,
    );
    const credited = ((await offers.json()).data as { company: { id: number }; credited: boolean }[]).find(
      (o) => o.company.id === companies[0]!.id,
    );
    expect(credited?.credited).toBe(true);
    await console_.context.close();
  }, 180_000);
});
