/**
 * The partner form and the embed builder on the built system (docs/spec/console.md#partners,
 * #embed-builder), in Chromium at 1280×800 and 390×844, axe clean, with the browser console
 * watched (no error, CSP refusals and failed loads included, the preview frame's too):
 *
 * - the partner form edits the default widget options as fields: a wrong one is named on its
 *   field and the reason goes as it is fixed; the list's status 啟用 stays on one line;
 * - the embed builder refuses to copy without a partner (a reason, the clipboard untouched, the
 *   partner field says why), offers the region by name only, takes the partner's defaults, and
 *   copies a snippet naming the loader's pinned release whose SRI hash is the sha384 of the bytes
 *   the server serves for it;
 * - its preview is the real v2 widget at the preview origin, with its banner and records.
 */
import { createHash } from 'node:crypto';
import { consoleEmbedMessages as e, format, consoleMessages as m } from '@renovo/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen, watchConsoleErrors } from './harness/console-screen.ts';
import { mobileFor } from './harness/widgets.ts';

const stack = inject('console');
let browser: Browser;
const PARTNER = '安居設計（嵌入測試）';

beforeAll(async () => {
  browser = await launchChromium();
  // Two recent records for the v2 preview's ticker, filed as a visitor's quote would be.
  for (const [i, region] of [1, 8].entries()) {
    const res = await fetch(`${stack.origin}/hyperf/valuation/v3/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        region_id: region,
        size: '28',
        mobile: mobileFor(1720 + i),
        accepted: 1,
        notice_version: '2026-11',
      }),
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => browser?.close());

/** True when the element's text is laid out on one line. */
function oneLine(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size === 1;
  });
}

/**
 * Waits until the preview frame has committed the document its `src` names, with `tag` ready.
 * Until then the frame still shows the element picked before, whose open button a click would
 * press instead (the frame locator reaches whichever document the frame holds).
 */
async function previewShows(page: Page, query: string, tag: string): Promise<void> {
  const frameElement = page.getByTitle(m.embed.previewFrame);
  await expect
    .poll(
      async () => {
        const src = await frameElement.getAttribute('src');
        const frame = await (await frameElement.elementHandle())?.contentFrame();
        return src?.includes(query) === true && frame?.url() === new URL(src).href;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page
    .frameLocator(`iframe[title="${m.embed.previewFrame}"]`)
    .locator(`${tag}[state="ready"]`)
    .waitFor({ state: 'attached', timeout: 20_000 });
}

describe('partner form and embed builder', () => {
  test('the partner form edits the defaults as fields and says what is wrong on the field', async () => {
    const { context, page } = await openConsoleScreen(browser, stack.origin, stack.marketing, m.nav.partners);
    const watch = watchConsoleErrors(page);
    await page.getByRole('button', { name: m.partners.create }).click();
    const form = page.getByRole('form', { name: m.partners.create });
    await form.getByLabel(m.partners.name).fill(PARTNER);
    await form.getByLabel(m.partners.origins).fill(stack.partnerOrigin);
    await expect.poll(() => form.getByText('JSON').count()).toBe(0);
    await form.getByLabel(e.defaults.version).selectOption({ label: m.embed.elements.quoteV2 });
    await form.getByLabel(m.embed.mode).selectOption({ label: m.embed.popup });
    await form.getByLabel(m.embed.region).selectOption({ label: '臺中市' });
    await form.getByLabel(m.embed.module).fill('spring sale');
    await form.getByRole('button', { name: m.common.save }).click();

    // The reason on its field, the field invalid and focused; nothing saved.
    const module = form.getByLabel(m.embed.module);
    await expect.poll(() => module.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('#partner-module-problem').textContent()).toBe(e.problems.badToken);
    expect(await module.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByRole('alert').textContent()).toBe(e.fixBelow);
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Fixed as typed: the reason goes.
    await module.fill('e2e_embed');
    await expect.poll(() => form.locator('#partner-module-problem').count()).toBe(0);
    expect(await module.getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: m.common.save }).click();

    const row = page.getByRole('row').filter({ hasText: PARTNER });
    await row.waitFor();
    await page.getByRole('status').filter({ hasText: m.partners.created }).waitFor();
    // 啟用 on one line: at both sizes, and on a narrow laptop where the table squeezes its columns.
    for (const viewport of [DESKTOP, { width: 700, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      expect(
        await oneLine(page, `tr:has-text("${PARTNER}") td.one-line .cell-value`),
        `${viewport.width}`,
      ).toBe(true);
    }
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);

    // Edit reads the stored defaults back into the fields.
    await page.setViewportSize(DESKTOP);
    await row.getByRole('button', { name: m.common.edit }).click();
    const edit = page.getByRole('form', { name: m.common.edit });
    expect(await edit.getByLabel(m.embed.region).inputValue()).toBe('8');
    expect(await edit.getByLabel(m.embed.module).inputValue()).toBe('e2e_embed');
    expect(await edit.getByLabel(e.defaults.version).inputValue()).toBe('v2');
    await edit.getByRole('button', { name: m.common.cancel }).click();
    expect(watch.errors()).toEqual([]);
    await context.close();
  }, 90_000);

  test('the embed builder copies only with a partner, the region by name, the pinned loader with its true SRI hash; its preview is the real v2 widget with banner and records', async () => {
    const signedIn = await openConsoleScreen(browser, stack.origin, stack.marketing, m.nav.embed);
    // The page's own CSP enforced here (axe, injected, needs it off: that context is for axe).
    const context = await browser.newContext({
      viewport: DESKTOP,
      storageState: await signedIn.context.storageState(),
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.origin });
    const page = await context.newPage();
    const watch = watchConsoleErrors(page);
    await page.goto(`${stack.origin}/console/embed`);
    await page.getByRole('heading', { level: 1, name: m.embed.title }).waitFor();
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));

    // No partner: copy refuses with the reason, and the partner field says it.
    await page.locator('#copy-refusal').getByText(e.problems.noPartner).waitFor();
    // (aria-disabled: still pressable, so it can say why; Playwright needs `force` for such a button.)
    await page.getByRole('button', { name: m.embed.copyScript }).click({ force: true });
    await page
      .getByRole('alert')
      .filter({ hasText: format(e.copyRefused, { reason: e.problems.noPartner }) })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('untouched');
    const partner = page.getByLabel(m.embed.partner);
    expect(await partner.getAttribute('aria-invalid')).toBe('true');
    expect(await partner.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator('pre').count()).toBe(0);

    // The region is picked by name from the 22 regions: no free text, no 27.
    const region = page.getByLabel(m.embed.region);
    expect(await region.evaluate((el) => el.tagName)).toBe('SELECT');
    const regions = await region
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(regions).toHaveLength(23);
    expect(regions).not.toContain('27');

    // The partner brings its defaults (the v2 popup, 臺中市, its module).
    await partner.selectOption({ label: PARTNER });
    await expect.poll(() => region.inputValue()).toBe('8');
    expect(await page.getByLabel(m.embed.module).inputValue()).toBe('e2e_embed');
    expect(await page.getByRole('radio', { name: m.embed.elements.quoteV2 }).isChecked()).toBe(true);

    // The preview: the real v2 widget at the preview origin, with its banner and records.
    const frameElement = page.getByTitle(m.embed.previewFrame);
    await previewShows(page, 'partner=pk_', 'renovo-quote');
    const previewOrigin = new URL((await frameElement.getAttribute('src')) ?? '').origin;
    expect(previewOrigin).not.toBe(stack.origin);
    const preview = page.frameLocator(`iframe[title="${m.embed.previewFrame}"]`);
    // A popup opens by its button, as a visitor's click on the partner's page would open it.
    await preview.getByRole('button', { name: e.previewOpen }).click();
    await preview.locator('renovo-quote [part~="banner"] img').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => preview.locator('renovo-quote [part~="ticker"] [part~="record"]').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    expect(
      await preview
        .locator('renovo-quote [part~="banner"] img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // Copy: the pinned loader, its SRI hash that of the bytes served, crossorigin, the partner's key.
    await page.getByRole('button', { name: m.embed.copyScript }).click();
    await page.getByRole('status').filter({ hasText: m.common.copied }).waitFor();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    const tag =
      /<script async src="([^"]+)" integrity="([^"]+)" crossorigin="anonymous" data-partner="(pk_[\w-]+)"><\/script>/.exec(
        snippet,
      );
    expect(tag, snippet).not.toBeNull();
    const [, src, integrity] = tag as unknown as [string, string, string, string];
    expect(src).toMatch(new RegExp(`^${stack.origin}/embed/v1/loader-[\\w-]+\\.js$`));
    const served = Buffer.from(await (await fetch(src)).arrayBuffer());
    expect(integrity).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);
    expect(snippet).toContain(
      '<renovo-quote version="v2" mode="popup" module="e2e_embed" region="8"></renovo-quote>',
    );

    // Each element previews without an error, at both sizes.
    for (const [label, tag, query] of [
      [m.embed.elements.quoteV3, 'renovo-quote', 'version=v3'],
      [m.embed.elements.community, 'renovo-community-quote', 'element=renovo-community-quote&'],
      [m.embed.elements.login, 'renovo-login-sheet', 'element=renovo-login-sheet&'],
      [m.embed.elements.order, 'renovo-order-modal', 'element=renovo-order-modal&'],
    ] as const) {
      await page.getByRole('radio', { name: label }).check();
      await previewShows(page, query, tag);
      await preview.getByRole('button', { name: e.previewOpen }).click();
      await preview.locator(`${tag} dialog[open]`).waitFor({ timeout: 20_000 });
    }
    await page.setViewportSize(PHONE);
    await page.getByRole('radio', { name: m.embed.elements.quoteV2 }).check();
    await previewShows(page, 'version=v2', 'renovo-quote');
    await preview.getByRole('button', { name: e.previewOpen }).click();
    await preview.locator('renovo-quote [part~="banner"] img').waitFor({ timeout: 20_000 });
    expect(watch.errors()).toEqual([]);
    await context.close();

    // axe, on the screen with a partner chosen (the bypass-CSP context axe is injected in).
    await signedIn.page.getByLabel(m.embed.partner).selectOption({ label: PARTNER });
    await previewShows(signedIn.page, 'partner=pk_', 'renovo-quote');
    await signedIn.page
      .frameLocator(`iframe[title="${m.embed.previewFrame}"]`)
      .getByRole('button', { name: e.previewOpen })
      .click();
    await signedIn.page
      .frameLocator(`iframe[title="${m.embed.previewFrame}"]`)
      .locator('renovo-quote [part~="banner"] img')
      .waitFor({ timeout: 20_000 });
    expect(await axeProblemsAt(signedIn.page, [DESKTOP, PHONE])).toEqual([]);
    await signedIn.context.close();
  }, 150_000);
});
