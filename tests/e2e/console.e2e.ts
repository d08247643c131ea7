/**
 * The staff console on the built system (docs/spec/console.md#end-to-end-tests), in Chromium: an admin (made
 * as
 * `npm run staff -- create` makes one) signs in with a TOTP code and creates a marketing user;
 * the marketing user creates a partner with an origin, builds an embed (the preview frame shows
 * the real widget) and copies it; a page served from that origin (a second loopback port) with
 * the copied snippet gets a working widget; a lead submitted there appears in the inbox
 * attributed to that partner and page, and in the CSV; a support user cannot create partners; an
 * unauthenticated console API call is 401; the audit log shows each step.
 */
import { format, consoleMessages as m } from '@renovo/core/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { totpCode as codeOf } from '../../packages/api/src/services/staff/totp.ts';
import { DESKTOP, launchChromium, PHONE, waitForWidget } from './harness/browser.ts';
import { mobileFor } from './harness/widgets.ts';

const stack = inject('console');
let browser: Browser;
const ADMIN = stack.admin;
const MARKETING = { email: 'marketing@renovo.example', password: 'marketing-password-1234' };
const SUPPORT = stack.supportNav;

/** Sets the partner page's HTML (the console stack's test-only partner server takes a PUT). */
async function setPartnerPage(partnerOrigin: string, html: string): Promise<void> {
  await fetch(`${partnerOrigin}/`, { method: 'PUT', body: html });
}

/** The admin's TOTP code at `at`. */
function totpCode(at: Date): string {
  return codeOf(ADMIN.totpSecret, at);
}
const PARTNER_NAME = '好室設計';
let partnerKey = '';
let snippet = '';
const mobile = mobileFor(1601);

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A fresh context signed in to the console as `who` (TOTP `step` steps ahead for an admin). */
async function signIn(
  who: { email: string; password: string },
  totp?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: false });
  const page = await context.newPage();
  await page.goto(`${stack.origin}/console`);
  await page.getByLabel(m.signIn.email).fill(who.email);
  await page.getByLabel(m.signIn.password).fill(who.password);
  if (totp) await page.getByLabel(m.signIn.totp).fill(totp);
  await page.getByRole('button', { name: m.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
  return { context, page };
}

/** Opens a screen from the navigation. */
async function open(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('the staff console on the built system', () => {
  test('an unauthenticated console API call is 401, and the console answers with its CSP', async () => {
    const api = await fetch(`${stack.origin}/console/api/partners`);
    expect(api.status).toBe(401);
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(`${stack.origin}/console/leads`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('a wrong password is refused with the wrong-credentials message', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${stack.origin}/console`);
    await page.getByLabel(m.signIn.email).fill(MARKETING.email);
    await page.getByLabel(m.signIn.password).fill('not-the-password-at-all');
    await page.getByRole('button', { name: m.signIn.submit }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(m.signIn.wrongCredentials);
    await context.close();
  });

  test('the admin signs in with TOTP and creates a marketing user', async () => {
    const { context, page } = await signIn(ADMIN, totpCode(new Date()));
    await open(page, m.nav.staff);
    await page.getByLabel(m.staff.email).fill(MARKETING.email);
    await page.getByLabel(m.staff.password).fill(MARKETING.password);
    await page.getByLabel(m.staff.role).selectOption('marketing');
    await page.getByRole('button', { name: m.staff.create }).click();
    await page.getByRole('rowheader', { name: MARKETING.email, exact: true }).waitFor();

    // A role that needs TOTP: its one-time set-up is a QR code and the secret, on a phone too.
    await page.getByLabel(m.staff.email).fill('e2e-support-totp@renovo.example');
    await page.getByLabel(m.staff.password).fill('support harbour lantern 4321');
    await page.getByLabel(m.staff.role).selectOption('support');
    await page.getByRole('button', { name: m.staff.create }).click();
    const setup = page.getByRole('region', { name: m.security.qr });
    await setup.getByRole('img', { name: m.security.qr }).waitFor();
    expect(await setup.locator('code.secret').textContent()).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  test('marketing creates a partner with an origin, builds an embed, previews and copies it', async () => {
    const { context, page } = await signIn(MARKETING);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.origin });
    await open(page, m.nav.partners);
    await page.getByRole('button', { name: m.partners.create }).click();
    await page.getByLabel(m.partners.name).fill(PARTNER_NAME);
    await page.getByLabel(m.partners.origins).fill(stack.partnerOrigin);
    await page.getByRole('button', { name: m.common.save }).click();
    const row = page.getByRole('row').filter({ hasText: PARTNER_NAME });
    await row.waitFor();
    await row.getByRole('button', { name: m.partners.showKey }).click();
    partnerKey = (await row.locator('code').textContent()) ?? '';
    expect(partnerKey).toMatch(/^[\w-]{8,}$/);

    await open(page, m.nav.embed);
    await page.getByLabel(m.embed.partner).selectOption({ label: PARTNER_NAME });
    await page.getByRole('radio', { name: m.embed.elements.quoteV3 }).check();
    await page.getByRole('radio', { name: m.embed.inline }).check();
    await page.getByLabel(m.embed.module).fill('console_e2e');
    await page.getByLabel(m.embed.stopRedirect).check();
    // The preview: the real widget, in a frame at the preview origin (not the console's).
    const frame = page.getByTitle(m.embed.previewFrame);
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).not.toBe(stack.origin);
    await page
      .frameLocator(`iframe[title="${m.embed.previewFrame}"]`)
      .locator('renovo-quote [part~="panel"]')
      .waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: m.embed.copyScript }).click();
    await page.getByRole('status').filter({ hasText: m.common.copied }).waitFor();
    snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toContain(`data-partner="${partnerKey}"`);
    // The loader's pinned release with its SRI hash: the partner page below runs it only if it holds.
    expect(snippet).toMatch(
      new RegExp(
        `src="${stack.origin}/embed/v1/loader-[\\w-]+\\.js" integrity="sha384-[\\w+/=]+" crossorigin="anonymous"`,
      ),
    );
    expect(snippet).toContain('<renovo-quote version="v3" mode="inline" module="console_e2e" stop-redirect>');
    await context.close();
  });

  test("marketing makes the partner's server secret: shown once with a warning and a copy button, then only its date", async () => {
    const { context, page } = await signIn(MARKETING);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.origin });
    await open(page, m.nav.partners);
    const row = page.getByRole('row').filter({ hasText: PARTNER_NAME });
    await row.getByRole('button', { name: m.partners.makeServerSecret }).click();
    const panel = page.getByRole('dialog', {
      name: format(m.partners.serverSecretTitle, { name: PARTNER_NAME }),
    });
    await panel.getByText(m.partners.serverSecretWarning).waitFor();
    const secret = (await panel.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^rss_[\w-]{40,}$/);
    await panel.getByRole('button', { name: m.partners.copyServerSecret }).click();
    await page.getByRole('status').filter({ hasText: m.common.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await panel.getByRole('button', { name: m.partners.closeServerSecret }).click();
    await panel.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: m.partners.remakeServerSecret }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await context.close();
  });

  test('the copied snippet on the partner origin gives a working widget; its lead is in the inbox and the CSV', async () => {
    expect(snippet).not.toBe('');
    await setPartnerPage(
      stack.partnerOrigin,

      `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>好室</title></head><body>\n${snippet}\n</body></html>`,
    );
    const partnerContext = await browser.newContext({ viewport: DESKTOP });
    const partnerPage = await partnerContext.newPage();
    await partnerPage.goto(`${stack.partnerOrigin}/`);
    await waitForWidget(partnerPage, 'renovo-quote');
    const panel = partnerPage.locator('renovo-quote [part~="panel"]');
    await panel.locator('select[name="region_id"]').selectOption('4');
    await panel.locator('input[name="size"]').fill('32');
    await panel.locator('input[name="mobile"]').fill(mobile);
    await panel.locator('input[name="accepted"]').check();
    const submitted = partnerPage.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().startsWith(stack.origin) && r.status() < 300,
    );
    await panel.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    await submitted;
    await partnerContext.close();

    const { context, page } = await signIn(MARKETING);
    await open(page, m.nav.leads);
    const leadRow = page.getByRole('row').filter({ hasText: partnerKey });
    await leadRow.waitFor();
    // Marketing sees the mobile masked.
    expect(await leadRow.textContent()).not.toContain(mobile);
    await leadRow.getByRole('button').click();
    const drawer = page.getByRole('dialog', { name: m.leads.detail });
    await drawer.waitFor();
    await expect.poll(() => drawer.textContent()).toContain(`${stack.partnerOrigin}/`);
    expect(await drawer.textContent()).toContain(partnerKey);
    await drawer.getByLabel(m.leads.status).selectOption('contacted');
    await drawer.getByLabel(m.leads.addNote).fill('已致電，約週六丈量');
    await drawer.getByRole('button', { name: m.common.save }).click();
    await drawer.getByText('已致電，約週六丈量').waitFor();
    await drawer.getByRole('button', { name: m.common.close }).click();

    const csvHref = await page.getByRole('link', { name: m.leads.exportCsv }).getAttribute('href');
    const csv = await page.request.get(`${stack.origin}${csvHref}`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain(partnerKey);
    expect(text).toContain(`${stack.partnerOrigin}/`);
    // The CSV names the partner, as the marketer knows it, beside its key.
    expect(text).toContain(PARTNER_NAME);
    await context.close();
  });

  test("marketing finds that lead in attribution under the partner's name, and is told the staff screen is not theirs", async () => {
    const { context, page } = await signIn(MARKETING);
    await open(page, m.nav.attribution);
    const row = page.getByRole('row').filter({ hasText: PARTNER_NAME }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(partnerKey);
    // The staff screen, opened by its address: told once, and no form that would be refused.
    await page.goto(`${stack.origin}/console/staff`);
    await page.getByRole('alert').filter({ hasText: m.common.forbidden }).waitFor();
    expect(await page.getByRole('form', { name: m.staff.create }).count()).toBe(0);
    await context.close();
  });

  test('marketing publishes a landing page: /land/{slug} shows it with its UTM defaults, and says 活動已結束 after its end date', async () => {
    const { context, page } = await signIn(MARKETING);
    await open(page, m.nav.landing);
    await page.getByRole('button', { name: m.landing.create }).click();
    await page.getByLabel(m.landing.pageTitle).fill('春季裝修節');
    await page.getByLabel(m.landing.slug).fill('spring-e2e');
    await page.getByLabel(m.landing.hero).fill('三月底前留下需求，免費丈量');
    await page.getByRole('button', { name: m.landing.addSection }).click();
    await page.getByLabel(`${m.landing.sectionHeading} 1`).fill('透明報價');
    await page.getByLabel(`${m.landing.sectionBody} 1`).fill('每一項工程都列出單價與數量。');
    await page.getByLabel(m.landing.quoteModule).fill('land_spring');
    await page.getByLabel(m.landing.utmSource).fill('facebook');
    await page.getByRole('button', { name: m.common.save }).click();
    // Exactly this title: console-landing.e2e.ts, on the same stack, makes '春季裝修節 E2E'.
    const row = page.getByRole('row').filter({ has: page.getByText('春季裝修節', { exact: true }) });
    await row.getByText(m.landing.draft).waitFor();
    expect((await page.request.get(`${stack.origin}/land/spring-e2e`)).status()).toBe(404);

    await row.getByRole('button', { name: m.common.edit }).click();
    await page.getByRole('button', { name: m.landing.publish }).click();
    await row.getByText(m.landing.published).waitFor();
    const visitor = await browser.newPage({ viewport: DESKTOP });
    await visitor.goto(`${stack.origin}/land/spring-e2e`);
    expect(new URL(visitor.url()).searchParams.get('utm_source')).toBe('facebook');
    await visitor.getByRole('heading', { level: 1, name: '春季裝修節' }).waitFor();
    await visitor.getByRole('heading', { name: '透明報價' }).waitFor();

    await row.getByRole('button', { name: m.common.edit }).click();
    await page.getByLabel(m.landing.endsAt).fill('2026-01-01');
    await page.getByRole('button', { name: m.common.save }).click();
    await row.waitFor();
    await visitor.goto(`${stack.origin}/land/spring-e2e`);
    await visitor.getByText(m.landing.ended).waitFor();
    expect(await visitor.getByRole('heading', { name: '透明報價' }).count()).toBe(0);
    await visitor.close();
    await context.close();
  });

  test('a support user cannot create partners (no screen, and the API answers 403)', async () => {
    // Support sees full mobiles: it signs in with its TOTP code.
    const { context, page } = await signIn(SUPPORT, codeOf(SUPPORT.totpSecret, new Date()));
    const nav = page.getByRole('navigation', { name: m.nav.label });
    expect(await nav.getByRole('link', { name: m.nav.partners }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: m.nav.leads }).count()).toBe(1);
    const status = await page.evaluate(async () => {
      const answer = await fetch('/console/api/partners', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', origins: ['https://x.example'] }),
      });
      return answer.status;
    });
    expect(status).toBe(403);
    await context.close();
  });

  test('the audit log shows each step', async () => {
    const { context, page } = await signIn(ADMIN, totpCode(new Date(Date.now() + 30_000)));
    await open(page, m.nav.audit);
    const table = page.getByRole('table', { name: m.audit.title });
    await table.getByRole('row').nth(1).waitFor();
    const text = (await table.textContent()) ?? '';
    for (const action of ['staff.create', 'partner.create', 'lead.view', 'leads.export', 'landing.publish']) {
      expect(text, action).toContain(action);
    }
    expect(text).toContain(MARKETING.email);
    expect(text).not.toContain(mobile);
    await context.close();
  });
});
