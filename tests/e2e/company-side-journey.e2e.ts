/**
 * The company side end to end in Chromium (docs/spec/company-side.md), on a phone (390 × 844) and
 * a desktop (1280 × 800), on a stack of its own started as production starts (console-stack.ts:
 * NODE_ENV=production, SITE_ORIGIN its own origin, the SMS outbox gateway, no demo content; built
 * host site, console and API, the job engine matching leads and making the photos' variants as
 * `npm start` runs it). Production has no /dev/ outbox: every SMS (codes, invitations, the home
 * owner's notice) is read from the stack's database. Staff add four design companies in one city
 * and invite their owners by SMS; the first owner opens the invitation link (on SITE_ORIGIN),
 * signs in by SMS at the centre's gate and joins, and on 成員 invites a colleague and takes the
 * invitation back; on 公司資料 fills the profile (logo, intro, cities served, styles, budget band,
 * team size, monthly capacity) and on 作品 uploads a work with photos through the media pipeline
 * and sends it for review; a home owner signed in by SMS files a quote in that city from the first
 * company's page, and within seconds it is offered to three companies (that one first), the number
 * masked; the first company accepts in its centre and
 * sees the number (a tel: link), and the home owner's SMS names it; a second company declines in
 * its centre and the slot passes to the fourth; the first company reports the lead (wrong area)
 * and a marketing user upholds it on the console's 問題需求 screen — the offer is credited. Every
 * centre screen on the way and the console screen pass axe.
 */
import { companyCentreMessages as cc } from '@renovo/core';
import { isValidTaxId } from '@renovo/core/contracts';
import {
  companyAccountMessages as am,
  companySideMessages as cs,
  format,
  consoleMessages as m,
  consoleCompanySideMessages as sm,
  consoleWorkMessages as wm,
} from '@renovo/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companies as companiesTable } from '../../packages/api/src/db/schema-content.ts';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, openPage, PHONE } from './harness/browser.ts';
import { fillProfile, openCentreTab, sendWorkForReview, writeWork } from './harness/centre-steps.ts';
import { hydrated, signInFromTheGate } from './harness/company-centre.ts';
import { openConsoleScreen } from './harness/console-screen.ts';
import { type ConsoleStack, startConsoleStack } from './harness/console-stack.ts';
import { type SentSms, smsCode, storedSms } from './harness/sent-sms.ts';

const PATIENT = { timeout: 30_000 } as const;
/**
 * The staff of the journey: an admin (companies and their owners' invitations: a TOTP code at
 * its one sign-in, the session kept for the second viewport) and a marketing user (reports).
 */
const adminUser = {
  email: 'journey-admin@renovo.example',
  password: 'journey ledger harbour 1234',
  totpSecret: '',
};
const marketingUser = { email: 'journey-marketing@renovo.example', password: 'journey copper lantern 1234' };
let stack: ConsoleStack;
let origin: string;
let sms: SentSms;
let browser: Browser;
beforeAll(async () => {
  stack = await startConsoleStack({ production: true });
  origin = stack.origin;
  sms = storedSms(stack.db);
  // Production seeds no invented content: the companies of the journey are the only ones.
  expect(await stack.db.$count(companiesTable)).toBe(0);
  adminUser.totpSecret = (await stack.createStaff(adminUser.email, adminUser.password, 'admin'))!;
  await stack.createStaff(marketingUser.email, marketingUser.password, 'marketing');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

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

/** A member signed in by SMS through the API (the code from the stack's database). */
async function bearerOf(mobile: string): Promise<Record<string, string>> {
  const sent = await api('POST', '/v1/codes', {}, { medium: 'sms', type: 'login', username: mobile });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const login = await api(
    'POST',
    '/v1/authorizations',
    {},
    {
      username: mobile,
      code: await smsCode(sms, mobile),
      login_type: 'sms_code',
      accepted: 1,
      notice_version: '2026-11',
    },
  );
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { authorization: `Bearer ${login.body.data.access_token}` };
}

/** The invitation link the newest SMS to `mobile` carries: on SITE_ORIGIN, this stack's origin. */
async function inviteLink(mobile: string): Promise<string> {
  const link = /https?:\/\/\S+\/user-company\?invite=[A-Za-z0-9_-]{43}/.exec(
    (await sms(mobile)).join('\n'),
  )?.[0];
  expect(new URL(link ?? 'about:blank').origin).toBe(origin);
  return link!;
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
    const admin = await openConsoleScreen(browser, origin, adminUser, m.nav.companies);
    const staffApi = async (method: string, path: string, body?: unknown) => {
      const answer = await admin.page.request.fetch(`${origin}${path}`, {
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

    // The first owner opens the link, signs in at the gate and joins; the others join by the API.
    const first = await openPage(browser, await inviteLink(companies[0]!.owner), {
      viewport,
      reducedMotion: 'reduce',
    });
    await hydrated(first.page);
    await signInFromTheGate(first.page, companies[0]!.owner, {
      back: (url) => url.pathname === '/user-company',
      sms,
    });
    await first.page.getByText(companies[0]!.name).first().waitFor(PATIENT);
    // Joining threw nothing in the page (a revalidation beside the navigation once was aborted).
    expect(first.pageErrors.map((e) => e.message)).toEqual([]);
    // Production's session cookie is Secure; Chromium keeps it on http://127.0.0.1 (a secure context).
    const session = (await first.page.context().cookies()).find((c) => c.name === 'token');
    expect(session).toMatchObject({ secure: true, httpOnly: true });

    // The owner invites a colleague on 成員 (the number masked in the list) and takes it back.
    await openCentreTab(first.page, 'members');
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

    // On 公司資料 the owner fills the profile, logo uploaded; it stays open to leads (not paused).
    const profile = await fillProfile(first.page, {
      logo: '#2a6',
      intro: `專做老屋翻新與收納設計（${name}）`,
      served: ['連江縣'],
      styles: ['現代風', '北歐風'],
      budgetWan: { min: 30, max: 800 },
      teamSize: 6,
      capacity: 12,
    });
    expect(await axeProblemsAt(first.page, [viewport])).toEqual([]);
    expect(profile).toMatchObject({
      intro: `專做老屋翻新與收納設計（${name}）`,
      served_region_ids: expect.arrayContaining([region, 26]),
      style_ids: expect.arrayContaining([1, 12]),
      price_min_wan: 30,
      price_max_wan: 800,
      team_size: 6,
      monthly_capacity: 12,
      paused: false,
    });
    // The logo's variants are made (the page showed it loaded, fillProfile checked).
    expect(profile.logo?.src).toBeTruthy();

    // On 作品 a work with two photos through the media pipeline, sent for review: a draft waiting.
    const title = `旅程作品 ${name}`;
    await writeWork(first.page, { title, areaPing: 32 });
    expect(await axeProblemsAt(first.page, [viewport])).toEqual([]);
    const work = await sendWorkForReview(first.page, title);
    expect(work).toMatchObject({ status: 'draft', area_ping: 32 });
    expect(work?.review_requested_at).not.toBeNull();
    expect(work?.photos).toHaveLength(2);
    expect(await axeProblemsAt(first.page, [viewport])).toEqual([]);

    // The admin returns it from 作品 › 待審核 with a reason; the centre shows it returned, and why.
    await admin.page
      .getByRole('navigation', { name: m.nav.label })
      .getByRole('link', { name: m.nav.works })
      .click();
    await admin.page.getByLabel(cc.consoleWaitingFilter).check();
    await admin.page.getByRole('button', { name: m.common.apply }).click();
    const waitingRow = admin.page.getByRole('row').filter({ hasText: title });
    admin.page.once('dialog', (dialog) => void dialog.accept('請補上完工後的客廳照片'));
    await waitingRow.getByRole('button', { name: new RegExp(`^${wm.returnWork}`) }).click();
    await admin.page.getByText(wm.returned).first().waitFor();
    await admin.context.close();
    await first.page.reload();
    await first.page
      .getByText(format(cc.returnedReason, { reason: '請補上完工後的客廳照片' }))
      .waitFor(PATIENT);
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
    // The card says what the lead asks for in words, never its code (basic).
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toMatch(
      new RegExp(`^${cs.leadKinds.basic}・`),
    );
    expect(await axeProblemsAt(first.page, [viewport])).toEqual([]);
    await card.getByRole('button', { name: cc.accept }).click();
    await first.page.locator(`a[href="tel:${homeOwner}"]`).waitFor(PATIENT);

    // The home owner's SMS names the company.
    await expect.poll(async () => (await sms(homeOwner)).join('\n'), PATIENT).toContain(companies[0]!.name);

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
    const console_ = await openConsoleScreen(browser, origin, marketingUser, m.nav.leadReports);
    const row = console_.page
      .getByRole('table', { name: cs.console.reportsTitle })
      .getByRole('row')
      .filter({ hasText: companies[0]!.name });
    await row.waitFor(PATIENT);
    expect(await axeProblemsAt(console_.page, [DESKTOP, PHONE])).toEqual([]);
    await row.getByRole('button', { name: new RegExp(`^${cs.console.uphold}`) }).click();
    await console_.page.getByText(cs.reportStatuses.upheld).first().waitFor(PATIENT);
    // The status's name is on the screen before the decision is (a filter lists it): the offer is
    // read until the decision has credited it back, as the staff's next look would.
    const creditedBack = async () => {
      const offers = await console_.page.request.get(
        `${origin}/console/api/leads/basic/${filed.body.data.id}/offers`,
      );
      const data = (await offers.json()).data as { company: { id: number }; credited: boolean }[];
      return data.find((o) => o.company.id === companies[0]!.id)?.credited;
    };
    await expect.poll(creditedBack, PATIENT).toBe(true);
    await console_.context.close();
  }, 180_000);
});
