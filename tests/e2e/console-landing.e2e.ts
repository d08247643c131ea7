/**
 * The landing builder on the built system (docs/spec/console.md#landing-pages), in Chromium with
 * the console's real CSP and the browser console watched for errors: a marketing user writes a
 * page; a bad slug is said on the field as it is typed and goes when fixed, so is a slug another
 * page has; the preview beside the form is the page as
 * /land/{slug} draws it — the site's frame, the hero image, the real quote widget, the line
 * breaks — and a quote sent from it is refused (the API's 403), not filed, and its widget's
 * analytics events are not stored; the page is published and unpublished
 * from the editor; the published page keeps the paragraphs and line breaks and shows typed markup
 * as text. The screen passes axe at 1280 × 800 and 390 × 844. The preview page is staff-only:
 * the public and an editor get the 404; it is never cached and framed by the console only.
 */
import {
  format,
  consoleLandingMessages as lm,
  consoleMessages as m,
  quoteMessages,
} from '@renovo/core/messages';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { signedInConsole, watchConsoleErrors } from './harness/console-screen.ts';
import { mobileFor } from './harness/widgets.ts';

const stack = inject('console');
const PREVIEW = '/console/landing-preview';
/** A quote link of the hero once the page's code runs (it then opens the popup in place). */
const LIVE_QUOTE_LINK = '.landing-hero__actions a[aria-haspopup="dialog"]';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A context signed in as `who`, with the console's real CSP (not bypassed). */
async function consoleContext(who: { email: string; password: string }): Promise<BrowserContext> {
  const signedIn = await signedInConsole(browser, stack.origin, who);
  const storageState = await signedIn.context.storageState();
  await signedIn.context.close();
  return browser.newContext({ viewport: DESKTOP, storageState, reducedMotion: 'reduce' });
}

/** The preview frame of the editor, once it shows the draft's title. */
async function previewFrame(page: Page, title: string): Promise<Frame> {
  const locator = page.frameLocator(`iframe[title="${lm.previewFrame}"]`);
  await locator.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
  const frame = page.frames().find((f) => new URL(f.url()).pathname === PREVIEW);
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The field's problem text (read through its aria-describedby), or null when it has none. */
async function problemOf(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  const id = ids.find((i) => i.endsWith('-problem'));
  return id ? page.locator(`#${id}`).textContent() : null;
}

describe('the landing builder', () => {
  test('field problems come and go as typed; the preview is the page with its image and real widget; publish and unpublish in place; line breaks survive', async () => {
    const context = await consoleContext(stack.marketing);
    const page = await context.newPage();
    const watch = watchConsoleErrors(page);
    await page.goto(`${stack.origin}/console/landing`);
    await page.getByRole('heading', { level: 1, name: m.landing.title }).waitFor();
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await page.setViewportSize(DESKTOP);

    const slug = `spring-${Date.now() % 100_000}`;
    const title = '春季裝修節 E2E';
    await page.getByRole('button', { name: m.landing.create }).click();
    await page.getByLabel(m.landing.pageTitle, { exact: true }).fill(title);
    // A bad slug is said on the field as it is typed, and goes when it is fixed.
    await page.getByLabel(m.landing.slug, { exact: true }).fill('Spring 2027');
    await expect.poll(() => problemOf(page, m.landing.slug)).toBe(m.landing.badSlug);
    await page.getByLabel(m.landing.slug, { exact: true }).fill(slug);
    await expect.poll(() => problemOf(page, m.landing.slug)).toBeNull();
    await page.getByLabel(m.landing.hero, { exact: true }).fill('三月底前留下需求\n免費丈量與估價');
    await page.getByLabel(m.landing.heroImage, { exact: true }).fill(`${stack.origin}/favicon.svg`);
    await page.getByRole('button', { name: m.landing.addSection }).click();
    await page.getByLabel(`${m.landing.sectionHeading} 1`, { exact: true }).fill('透明報價');
    await page
      .getByLabel(`${m.landing.sectionBody} 1`, { exact: true })
      .fill('每一項工程都列出單價。\n不加價。\n\n<b>保固兩年</b>');
    await page.getByLabel(m.landing.quoteModule, { exact: true }).fill('land_e2e');

    // The preview: the site's page with the draft, its image, its line breaks and the real widget.
    const frame = await previewFrame(page, title);
    await frame.getByText('<b>保固兩年</b>').waitFor();
    expect(await frame.locator('.landing-hero__lead br').count()).toBe(1);
    expect(await frame.locator('.landing-text').count()).toBe(2);
    await expect
      .poll(() =>
        frame
          .locator('img.landing-hero__image')
          .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    // The hero's quote links are live (they open the real widget in place, loaded on the press).
    await frame.locator(LIVE_QUOTE_LINK).first().waitFor({ state: 'attached', timeout: 20_000 });
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Saved as a draft: the editor stays, says so, and the public page is not there yet.
    await page.getByRole('button', { name: lm.saveDraft }).click();
    await page.getByText(lm.allSaved).waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText(m.landing.draft).waitFor();
    expect((await page.request.get(`${stack.origin}/land/${slug}`)).status()).toBe(404);

    // A second page with the same slug: said taken as it is typed (nothing sent), gone once it changes.
    await page.getByRole('button', { name: m.landing.create }).click();
    await page.getByLabel(m.landing.pageTitle, { exact: true }).fill('重複的網址');
    await page.getByLabel(m.landing.slug, { exact: true }).fill(slug);
    await expect.poll(() => problemOf(page, m.landing.slug)).toBe(m.landing.slugTaken);
    await page.getByRole('button', { name: lm.saveDraft }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: format(lm.fieldCount, { count: 1 }) })
      .waitFor();
    await page.getByLabel(m.landing.slug, { exact: true }).fill(`${slug}-b`);
    await expect.poll(() => problemOf(page, m.landing.slug)).toBeNull();
    // Closing with changes not saved asks first.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: m.common.close }).click();
    expect(await asked).toBe(lm.discardChanges);
    await page.getByRole('heading', { level: 2, name: lm.newPageTitle }).waitFor({ state: 'detached' });

    // Published from the editor: the status, the public address, and the page itself.
    await row.getByRole('button', { name: m.common.edit }).click();
    await previewFrame(page, title);
    await page.getByRole('button', { name: m.landing.publish, exact: true }).click();
    await page
      .getByRole('link', { name: `/land/${slug}` })
      .first()
      .waitFor();
    await row.getByText(m.landing.published).waitFor();
    const visitor = await browser.newContext({ viewport: PHONE });
    const published = await visitor.newPage();
    const publicErrors = watchConsoleErrors(published);
    await published.goto(`${stack.origin}/land/${slug}`);
    await published.getByRole('heading', { level: 1, name: title }).waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn, where a <br> is a line break
    expect(await published.locator('.landing-hero__lead').innerText()).toBe(
      '三月底前留下需求\n免費丈量與估價',
    );
    expect(await published.locator('.landing-text').allInnerTexts()).toEqual([
      '每一項工程都列出單價。\n不加價。',
      '<b>保固兩年</b>',
    ]);
    expect(await published.locator('.landing-text b').count()).toBe(0);
    // The same renderer: the preview drew the sections exactly as the published page does.
    const sections = (at: Page | Frame) =>
      at.locator('.landing-section').evaluateAll((all) => all.map((section) => section.outerHTML));
    expect(await sections(published)).toEqual(await sections(await previewFrame(page, title)));
    expect(
      await published
        .locator('img.landing-hero__image')
        .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    ).toBeGreaterThan(0);
    expect(publicErrors.errors()).toEqual([]);

    // Unpublished from the editor: gone from the public at once.
    await page.getByRole('button', { name: m.landing.unpublish }).click();
    await page.getByText(format(lm.statusLine, { status: m.landing.draft })).waitFor();
    expect((await published.goto(`${stack.origin}/land/${slug}`))?.status()).toBe(404);
    await visitor.close();
    expect(watch.errors()).toEqual([]);

    // A quote sent from the preview is refused with its reason, and no lead is filed; the widget's
    // events (its exposure, the form opened) are sent as on any page, named by the preview's
    // Referer, and none is stored.
    const previewEvents = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url() === `${stack.origin}/api/events`,
      // From now: the quote is opened, filled and refused first, slowly on a busy machine.
      { timeout: 90_000 },
    );
    const preview = await previewFrame(page, title);
    await preview.locator(LIVE_QUOTE_LINK).first().waitFor({ state: 'attached', timeout: 20_000 });
    await preview.getByRole('link', { name: '免費獲取裝修報價單' }).click();
    const panel = preview.locator('renovo-quote dialog[open]');
    await panel.waitFor({ timeout: 15_000 });
    await panel.locator('select[name="region_id"]').selectOption('4');
    await panel.locator('input[name="size"]').fill('32');
    await panel.locator('input[name="mobile"]').fill(mobileFor(2601));
    await panel.locator('input[name="accepted"]').check();
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/submit'),
    );
    await panel.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    expect((await refused).status()).toBe(403);
    // The widget says its usual failure (the console's hint above the preview says why).
    await preview.getByText(quoteMessages.submitFailure).first().waitFor();
    expect(watch.errors().every((line) => line.includes('403'))).toBe(true);
    const events = await previewEvents;
    expect(events.request().headers().referer).toBe(`${stack.origin}${PREVIEW}`);
    expect(events.status()).toBe(202);
    expect((await events.json()).data).toEqual({ accepted: 0 });
    await context.close();
  }, 120_000);

  test('the preview page is staff-only, never cached, and framed by the console only', async () => {
    const headersOf = (response: { headers(): Record<string, string> }) => response.headers();
    const anonymous = await fetch(`${stack.origin}${PREVIEW}`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const marketing = await consoleContext(stack.marketing);
    const allowed = await marketing.request.get(`${stack.origin}${PREVIEW}`);
    expect(allowed.status()).toBe(200);
    const headers = headersOf(allowed);
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['x-robots-tag']).toContain('noindex');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toMatch(/frame-ancestors[^;]*(?:\*|https?:)/);
    expect(await allowed.text()).toContain('noindex');
    await marketing.close();

    // An editor is staff, but does not manage landing pages.
    const editor = await consoleContext(stack.contentEditor);
    expect((await editor.request.get(`${stack.origin}${PREVIEW}`)).status()).toBe(404);
    await editor.close();
  });
});
