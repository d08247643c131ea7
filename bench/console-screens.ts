/**
 * Screenshots of every console screen at 1280×800 and 390×844, with an
 * axe-core run on each: `bash scripts/with-node24.sh node bench/console-screens.ts [out-dir]`
 * (default: a new folder under the system temp dir). Runs the console's e2e stack (the built
 * console, the real API on a fresh PGlite, the built widgets, a partner page on a second loopback
 * origin), signs in as an admin (TOTP), creates a partner, a landing page and a lead through the
 * UI and a widget, then visits each screen (and, as a support user, the inbox; as a marketing
 * user, the TOTP enrolment with its QR code). Prints each PNG's path and axe's serious/critical
 * violations; exits 1 when there are any.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  consoleEmbedMessages as ce,
  consoleAttributionMessages,
  consoleLandingMessages as lm,
  consoleMessages as m,
} from '@renovo/core/messages';
import type { Page } from 'playwright-core';
import { totpCode } from '../packages/api/src/services/staff/totp.ts';
import { axeProblems } from '../tests/e2e/harness/axe.ts';
import { DESKTOP, launchChromium, PHONE, waitForWidget } from '../tests/e2e/harness/browser.ts';
import { startConsoleStack } from '../tests/e2e/harness/console-stack.ts';

const out = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'renovo-console-screens-'));
mkdirSync(out, { recursive: true });

const stack = await startConsoleStack();
const browser = await launchChromium();
const problems: string[] = [];
try {
  const admin = { email: 'admin@renovo.example', password: 'admin-password-1234' };
  const secret = (await stack.createStaff(admin.email, admin.password, 'admin'))!;
  // bypassCSP only so that axe can be injected; the console's own CSP is tested by the e2e suite.
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.origin });
  let page = await context.newPage();
  await page.goto(`${stack.origin}/console`);

  const shoot = async (name: string, prepare?: (p: Page) => Promise<void>) => {
    for (const [size, viewport] of [
      ['1280x800', DESKTOP],
      ['390x844', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      if (prepare) await prepare(page);
      await page.waitForTimeout(300);
      const file = join(out, `${name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const violations = await axeProblems(page);
      for (const v of violations) problems.push(`${name} ${size}: ${v}`);
      console.log(`${file}${violations.length ? `  axe: ${violations.join('; ')}` : '  axe: clean'}`);
    }
  };

  await shoot('sign-in');
  await page.getByLabel(m.signIn.email).fill(admin.email);
  await page.getByLabel(m.signIn.password).fill(admin.password);
  await page.getByLabel(m.signIn.totp).fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: m.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();

  const go = async (path: string, title: string) => {
    await page.goto(`${stack.origin}/console${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  };

  // Data to show: a partner, a landing page, a lead from the partner's page.
  await go('/partners', m.partners.title);
  await page.getByRole('button', { name: m.partners.create }).click();
  await page.getByLabel(m.partners.name).fill('好室設計');
  await page.getByLabel(m.partners.origins).fill(stack.partnerOrigin);
  await page.getByLabel(m.partners.contact).fill('王小姐');
  await page.getByRole('button', { name: m.common.save }).click();
  await page.getByRole('row').filter({ hasText: '好室設計' }).waitFor();

  await go('/embed', m.embed.title);
  await page.getByLabel(m.embed.partner).selectOption({ label: '好室設計' });
  await page.getByRole('radio', { name: m.embed.elements.quoteV3 }).check();
  await page.getByRole('radio', { name: m.embed.inline }).check();
  await page.getByLabel(m.embed.stopRedirect).check();
  await page.locator('pre').first().waitFor();
  await page.getByRole('button', { name: m.embed.copyScript }).click();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  await fetch(`${stack.partnerOrigin}/`, {
    method: 'PUT',
    body: `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>好室</title></head><body>${snippet}</body></html>`,
  });
  const partnerPage = await browser.newPage({ viewport: DESKTOP });
  await partnerPage.goto(`${stack.partnerOrigin}/`);
  await waitForWidget(partnerPage, 'renovo-quote');
  const panel = partnerPage.locator('renovo-quote [part~="panel"]');
  await panel.locator('select[name="region_id"]').selectOption('4');
  await panel.locator('input[name="size"]').fill('32');
  await panel.locator('input[name="mobile"]').fill('0987000111');
  await panel.locator('input[name="accepted"]').check();
  const sent = partnerPage.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().startsWith(stack.origin),
  );
  await panel.getByRole('button', { name: '免費獲取裝修報價單' }).click();
  await sent;
  await partnerPage.close();

  await go('/landing', m.landing.title);
  await page.getByRole('button', { name: m.landing.create }).click();
  await page.getByLabel(m.landing.pageTitle).fill('春季裝修節');
  await page.getByLabel(m.landing.slug).fill('spring-2027');
  await page.getByLabel(m.landing.hero).fill('三月底前留下需求，免費丈量與估價');
  await page.getByRole('button', { name: m.landing.addSection }).click();
  await page.getByLabel(`${m.landing.sectionHeading} 1`).fill('透明報價');
  await page
    .getByLabel(`${m.landing.sectionBody} 1`)
    .fill('每一項工程都列出單價與數量。\n不加價，不追加。\n\n完工後保固兩年。');
  await page.getByLabel(m.landing.quoteModule).fill('land_spring');
  await page.getByLabel(m.landing.utmSource).fill('facebook');

  // The editor with its live preview: the site's page with the draft and the real quote widget.
  await shoot('landing-edit', async (p) => {
    const preview = p.frameLocator(`iframe[title="${lm.previewFrame}"]`);
    await preview.getByRole('heading', { level: 1, name: '春季裝修節' }).waitFor();
    await preview.getByRole('link', { name: '免費獲取裝修報價單' }).waitFor();
    await p.waitForTimeout(500);
  });
  await page.getByRole('button', { name: m.landing.publish, exact: true }).click();
  await page.getByRole('row').filter({ hasText: '春季裝修節' }).getByText(m.landing.published).waitFor();
  // The published page, as a visitor sees it.
  const published = await browser.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
  await published.goto(`${stack.origin}/land/spring-2027`);
  for (const [size, viewport] of [
    ['1280x800', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    await published.setViewportSize(viewport);
    await published.waitForTimeout(500);
    const file = join(out, `landing-published-${size}.png`);
    await published.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await published.close();

  await go('', m.home.title);
  await page.locator('.stat').first().waitFor();
  await shoot('home');
  await go('/partners', m.partners.title);
  await shoot('partners');
  await shoot('partners-form', async (p) => {
    if ((await p.getByLabel(m.partners.name).count()) === 0)
      await p.getByRole('button', { name: m.partners.create }).click();
  });
  // A wrong default: its reason on its field.
  await shoot('partners-form-problem', async (p) => {
    await p.getByLabel(m.embed.module).fill('spring sale');
    await p.getByRole('button', { name: m.common.save }).click();
    await p.locator('[aria-invalid="true"]').first().waitFor();
  });
  // The embed builder before a partner is chosen: copy says why it cannot copy yet.
  await shoot('embed-no-partner', async (p) => {
    await go('/embed', m.embed.title);
    await p.getByRole('button', { name: m.embed.copyScript }).click({ force: true });
    await p.locator('[aria-invalid="true"]').first().waitFor();
  });
  // The preview is a sandboxed (cross-origin) frame, which Chromium paints lazily: off screen
  // (below the form on a phone) a full-page shot from the top left it blank, and after a
  // viewport change it kept its old layout. So at each size the screen is opened afresh and the
  // frame scrolled into view (and left there) until the widget shows.
  // The v2 popup opens by the preview's button (as a visitor's click would), with its banner.
  await shoot('embed', async (p) => {
    await go('/embed', m.embed.title);
    await p.getByLabel(m.embed.partner).selectOption({ label: '好室設計' });
    await p.waitForTimeout(600);
    await p.getByTitle(m.embed.previewFrame).scrollIntoViewIfNeeded();
    const preview = p.frameLocator(`iframe[title="${m.embed.previewFrame}"]`);
    await preview.getByRole('button', { name: ce.previewOpen }).click();
    await preview.locator('renovo-quote [part~="banner"] img').waitFor({ state: 'visible' });
    await p.waitForTimeout(500);
  });
  await go('/landing', m.landing.title);
  await shoot('landing');
  await go('/leads', m.leads.title);
  await page.getByRole('row').nth(1).waitFor();
  await shoot('leads');
  await page.getByRole('row').nth(1).getByRole('button').click();
  await page.getByRole('dialog', { name: m.leads.detail }).getByText(m.leads.consent).waitFor();
  await shoot('lead-detail');
  await page.getByRole('dialog').getByRole('button', { name: m.common.close }).click();
  await go('/attribution', m.attribution.title);
  await page.locator('.legend li').first().waitFor();
  await shoot('attribution');
  // A range without leads: what to do, and no empty axes.
  await page.getByLabel(m.common.from).fill('2020-01-01');
  await page.getByLabel(m.common.to).fill('2020-01-14');
  await page.getByRole('button', { name: m.common.apply }).click();
  await page.getByText(consoleAttributionMessages.emptyLeads).waitFor();
  await shoot('attribution-empty');
  await go('/reviews', m.reviews.title);
  await shoot('reviews');
  await go('/audit', m.audit.title);
  await shoot('audit');
  await go('/staff', m.staff.title);
  await shoot('staff');
  await go('/security', m.security.title);
  await shoot('security-admin');
  await shoot('phone-menu', async (p) => {
    const button = p.getByRole('button', { name: m.nav.menu });
    if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) === 'false')
      await button.click();
  });
  await context.close();

  // A support user (TOTP, as the role must): the inbox names its partner. A marketing user (no
  // second factor yet): turning TOTP on shows the QR code.
  const signIn = async (who: { email: string; password: string }, totp: string | null) => {
    const other = await browser.newContext({ viewport: DESKTOP, bypassCSP: true, reducedMotion: 'reduce' });
    page = await other.newPage();
    await page.goto(`${stack.origin}/console`);
    await page.getByLabel(m.signIn.email).fill(who.email);
    await page.getByLabel(m.signIn.password).fill(who.password);
    if (totp) await page.getByLabel(m.signIn.totp).fill(totpCode(totp, new Date()));
    await page.getByRole('button', { name: m.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
    return other;
  };
  const support = { email: 'support@renovo.example', password: 'support-password-1234' };
  const supportSecret = await stack.createStaff(support.email, support.password, 'support');
  const supportContext = await signIn(support, supportSecret);
  await go('/leads', m.leads.title);
  await page.getByRole('row').nth(1).waitFor();
  await shoot('leads-support');
  await supportContext.close();
  const marketer = { email: 'marketing@renovo.example', password: 'marketing-password-1234' };
  await stack.createStaff(marketer.email, marketer.password, 'marketing');
  const marketerContext = await signIn(marketer, null);
  await go('/security', m.security.title);
  await page.getByRole('button', { name: m.security.start }).click();
  await page.getByRole('img', { name: m.security.qr }).waitFor();
  await shoot('security-enrol');
  await marketerContext.close();

  const landing = await browser.newPage({ viewport: PHONE });
  const answer = await landing.goto(`${stack.origin}/v1/landing-pages/spring-2027`);
  console.log(`GET /v1/landing-pages/spring-2027 → ${answer?.status()}`);
} finally {
  await browser.close();
  await stack.close();
}
console.log(`${problems.length} axe problem(s)`);
for (const p of problems) console.log(`  ${p}`);
process.exit(problems.length ? 1 : 0);
