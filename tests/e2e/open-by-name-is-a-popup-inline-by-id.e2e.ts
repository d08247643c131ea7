/**
 * Rule (docs/embedding.md §2), in Chromium with the built loader and widgets on a partner page
 * of another origin: `renovo('open', name, …)` opens a popup even when the page has an inline
 * element of that widget, and leaves the inline form as it was (its version, its mode, what the
 * visitor typed); an inline element is targeted by its id, `renovo('open', '#id', …)`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, waitForWidget } from './harness/browser.ts';
import { heard, mobileFor, openWidgetPage, renovo } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const INLINE = '#side-quote';
const POPUP = 'renovo-quote:not(#side-quote)';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** What the inline quote is: its attributes and properties, its parts and what is typed in it. */
function inlineState(page: Page) {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector) as HTMLElement & { version: string; mode: string };
    const root = el.shadowRoot!;
    const value = (name: string) => (root.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;
    return {
      version: [el.getAttribute('version'), el.version],
      mode: [el.getAttribute('mode'), el.mode],
      open: el.hasAttribute('open'),
      panel: root.querySelectorAll('[part~="panel"]').length,
      dialog: root.querySelectorAll('dialog').length,
      banner: root.querySelectorAll('[part~="banner"]').length,
      size: value('size'),
      mobile: value('mobile'),
      /** Still the page's first element in <body>, where the page put it. */
      placed: document.body.querySelector('renovo-quote') === el,
    };
  }, INLINE);
}

describe('renovo("open") on a page with an inline quote', () => {
  test('open by name opens a popup and leaves the inline form untouched; open "#id" targets the inline one', async () => {
    const { page, failedResponses, messages, pageErrors } = await openWidgetPage(
      browser,
      `${partnerOrigin}/test/inline-quote.html`,
      { viewport: DESKTOP },
    );
    await waitForWidget(page, INLINE);
    const panel = page.locator(`${INLINE} [part~="panel"]`);
    await panel.locator('input[name="size"]').fill('28');
    await panel.locator('input[name="mobile"]').fill(mobileFor(971));
    const before = await inlineState(page);
    expect(before).toEqual({
      version: ['v3', 'v3'],
      mode: ['inline', 'inline'],
      open: false,
      panel: 1,
      dialog: 0,
      banner: 0,
      size: '28',
      mobile: mobileFor(971),
      placed: true,
    });

    // By name: a popup, v2 with its banner from the API origin, beside the inline form.
    await renovo(page, 'open', 'quote', { version: 'v2' });
    expect(await page.locator('renovo-quote').count()).toBe(2);
    const dialog = page.locator(`${POPUP} dialog[open]`);
    await dialog.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('免費獲取裝修報價');
    const banner = dialog.locator('[part~="banner"] img');
    await banner.waitFor({ state: 'attached', timeout: 15_000 });
    await expect
      .poll(() => banner.evaluate((img) => (img as HTMLImageElement).currentSrc), { timeout: 15_000 })
      .toMatch(/^http/);
    const src = await banner.evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(new URL(src).origin).toBe(apiOrigin);
    expect(await page.locator(POPUP).getAttribute('version')).toBe('v2');
    expect(await inlineState(page)).toEqual(before);

    // Closing by name closes the popup only.
    await renovo(page, 'close', 'quote');
    await page.waitForFunction(
      (selector) => !document.querySelector(selector)?.shadowRoot?.querySelector('dialog[open]'),
      POPUP,
      { timeout: 15_000 },
    );
    expect(await inlineState(page)).toEqual(before);

    // By id: the inline element itself takes the options (v2: its banner), and stays inline.
    await renovo(page, 'open', INLINE, { version: 'v2' });
    await panel.locator('[part~="banner"]').waitFor({ state: 'attached', timeout: 15_000 });
    const after = await inlineState(page);
    expect(after).toMatchObject({
      version: ['v2', 'v2'],
      mode: ['inline', 'inline'],
      open: true,
      panel: 1,
      dialog: 0,
      banner: 1,
      placed: true,
    });
    expect(await page.locator('renovo-quote').count()).toBe(2);
    expect(await page.locator(`${POPUP} dialog[open]`).count()).toBe(0);
    await renovo(page, 'close', INLINE);
    expect((await inlineState(page)).open).toBe(false);

    // One popup opened (an inline form never fires renovo-open); the call by a missing id is a
    // bad call, logged and skipped.
    expect((await heard(page, 'renovo-open')).map((e) => e.detail.widget)).toEqual(['quote']);
    await renovo(page, 'open', '#no-such-quote');
    expect(await page.locator('renovo-quote').count()).toBe(2);
    expect(messages('error')).toHaveLength(1);
    expect(messages('error')[0]).toContain('renovo: bad call');
    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
