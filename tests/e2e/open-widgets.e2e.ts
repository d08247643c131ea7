/**
 * Every widget opens from a partner page on another origin than the API:
 * through the queue API (the partner page's own buttons call `renovo('open', …)`), through
 * `renovo()` from script, and as tags in the page. A bottom sheet at 390×844, a centred modal
 * at 1280×800, and focus back on the opener after each close.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { formatWan } from '../../packages/core/src/quote/format.ts';
import { DESKTOP, launchChromium, PHONE, waitForWidget } from './harness/browser.ts';
import { apiJson, dialogOf, edges, heard, openWidgetPage, renovo, waitForClosed } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Headings each popup is labelled by. */
const TITLES = {
  quote: '免費獲取裝修報價',
  community: '社區裝修報價',
  login: '手機號碼登入',
  orderA: '免費獲取專屬裝修方案',
  orderB: '留下手機，免費獲取裝修報價',
} as const;

/** The v2 banner shows a picture really served by the API origin (not the partner page). */
async function expectBannerFromApi(page: Page): Promise<void> {
  const img = page.locator('renovo-quote [part~="banner"] img');
  await img.waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForFunction(
    () => {
      const el = document.querySelector('renovo-quote')?.shadowRoot?.querySelector('[part~="banner"] img');
      return el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0;
    },
    undefined,
    { timeout: 15_000 },
  );
  const src = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
  expect(new URL(src).origin).toBe(apiOrigin);
}

describe('opening every widget', () => {
  test('from the partner page buttons (queue API): each popup opens labelled, closes with 關閉, focus returns to the button', async () => {
    const { page, failedResponses, messages, pageErrors } = await openWidgetPage(
      browser,
      `${partnerOrigin}/`,
    );
    const cases = [
      { button: '免費獲取裝修報價單（v2）', tag: 'renovo-quote', title: TITLES.quote, banner: true },
      { button: '報價（v3）', tag: 'renovo-quote', title: TITLES.quote, banner: false },
      { button: '社區報價', tag: 'renovo-community-quote', title: TITLES.community },
      { button: '登入', tag: 'renovo-login-sheet', title: TITLES.login },
      { button: '預約諮詢', tag: 'renovo-order-modal', title: TITLES.orderA },
    ];
    for (const { button, tag, title, banner } of cases) {
      const opener = page.getByRole('button', { name: button, exact: true });
      await opener.click();
      const dialog = await dialogOf(page, tag);
      expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(title);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      // Focus moved into the dialog.
      expect(await dialog.evaluate((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement))).toBe(
        true,
      );
      if (tag === 'renovo-quote') {
        if (banner) await expectBannerFromApi(page);
        else expect(await dialog.locator('[part~="banner"]').count()).toBe(0);
        expect(await page.locator('renovo-quote').getAttribute('version')).toBe(banner ? 'v2' : 'v3');
      }
      if (tag === 'renovo-order-modal') expect(await dialog.locator('[part~="benefits"] li').count()).toBe(3);
      await dialog.getByRole('button', { name: '關閉', exact: true }).first().click();
      if (tag === 'renovo-quote') {
        // The close icon first shows the confirm-close page.
        await dialog.getByRole('button', { name: '關閉報價功能' }).click();
      }
      await waitForClosed(page, tag);
      expect(await page.locator(tag).getAttribute('open')).toBeNull();
      await page.waitForFunction((name) => document.activeElement?.textContent === name, button, {
        timeout: 5000,
      });
    }
    const opened = (await heard(page, 'renovo-open')).map((e) => e.detail.widget);
    const closed = (await heard(page, 'renovo-close')).map((e) => `${e.detail.widget}:${e.detail.reason}`);
    // detail.widget is the short name of every widget (docs/embedding.md §4).
    expect(opened).toEqual(['quote', 'quote', 'community-quote', 'login-sheet', 'order-modal']);
    expect(closed).toEqual([
      'quote:user',
      'quote:user',
      'community-quote:user',
      'login-sheet:user',
      'order-modal:user',
    ]);
    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    expect(messages('error')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });

  test('from script: order modal B and the quote preview (renovo("open", …) creates the element)', async () => {
    const { page, failedResponses, messages } = await openWidgetPage(
      browser,
      `${partnerOrigin}/test/empty.html`,
    );
    await renovo(page, 'open', 'order-modal', { variant: 'B' });
    const card = await dialogOf(page, 'renovo-order-modal');
    expect(await card.getByRole('heading').textContent()).toBe(TITLES.orderB);
    expect(await card.locator('[part~="benefits"]').count()).toBe(0);
    await renovo(page, 'close', 'order-modal');
    await waitForClosed(page, 'renovo-order-modal');
    expect((await heard(page, 'renovo-close')).at(-1)?.detail).toEqual({
      widget: 'order-modal',
      reason: 'api',
    });

    await renovo(page, 'open', 'quote-preview', { size: 30 });
    await waitForWidget(page, 'renovo-quote-preview');
    const preview = page.locator('renovo-quote-preview');
    const total = preview.locator('[part~="preview-total"]');
    await total.waitFor({ timeout: 15_000 });
    const { body } = await apiJson<{ data: { total_amount: number } }>(
      apiOrigin,
      '/hyperf/valuation/v3/preview?decorate_level=1&size=30',
    );
    expect(await total.textContent()).toContain(formatWan(body.data.total_amount));
    expect(await preview.getByText('最高折抵100%').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });

  test('as tags: present at load (quote open, preview inline) and opened by their open attribute', async () => {
    const { page, failedResponses, messages } = await openWidgetPage(
      browser,
      `${partnerOrigin}/test/tags.html`,
    );
    // <renovo-quote version="v2" open> opens by itself, with its banner from the API origin.
    const quote = await dialogOf(page, 'renovo-quote');
    expect(await quote.getByRole('heading', { level: 2 }).textContent()).toBe(TITLES.quote);
    await expectBannerFromApi(page);
    await page.evaluate(() => document.querySelector('renovo-quote')!.removeAttribute('open'));
    await waitForClosed(page, 'renovo-quote');

    // <renovo-quote-preview size="30" level="2">: 精裝 selected, figures of the API's preview.
    await waitForWidget(page, 'renovo-quote-preview');
    const preview = page.locator('renovo-quote-preview');
    const { body } = await apiJson<{ data: { total_amount: number } }>(
      apiOrigin,
      '/hyperf/valuation/v3/preview?decorate_level=2&size=30',
    );
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('renovo-quote-preview')
          ?.shadowRoot?.querySelector('[part~="preview-total"]')
          ?.textContent?.includes(text),
      formatWan(body.data.total_amount),
      { timeout: 15_000 },
    );
    expect(await preview.getByRole('tab', { selected: true }).textContent()).toBe('精裝');
    await preview.getByRole('tab', { name: '豪裝' }).click();
    expect((await heard(page, 'renovo-level-change')).map((e) => e.detail.level)).toEqual([3]);
    expect(await preview.getAttribute('level')).toBe('3');

    for (const [tag, title] of [
      ['renovo-community-quote', TITLES.community],
      ['renovo-login-sheet', TITLES.login],
      ['renovo-order-modal', TITLES.orderB],
    ] as const) {
      await page.evaluate((t) => document.querySelector(t)!.setAttribute('open', ''), tag);
      const dialog = await dialogOf(page, tag);
      expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(title);
      await page.evaluate((t) => document.querySelector(t)!.removeAttribute('open'), tag);
      await waitForClosed(page, tag);
    }
    const opened = (await heard(page, 'renovo-open')).map((e) => e.detail.widget);
    expect(opened).toEqual(['quote', 'community-quote', 'login-sheet', 'order-modal']);
    const reasons = (await heard(page, 'renovo-close')).map((e) => e.detail.reason);
    expect(reasons).toEqual(['api', 'api', 'api', 'api']);
    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });
});

describe('geometry', () => {
  const popups = [
    { widget: 'quote', tag: 'renovo-quote', options: { version: 'v2' } },
    { widget: 'community-quote', tag: 'renovo-community-quote', options: {} },
    { widget: 'login-sheet', tag: 'renovo-login-sheet', options: {} },
    { widget: 'order-modal', tag: 'renovo-order-modal', options: { variant: 'A' } },
  ];

  test('390×844: every popup is a bottom sheet (full width, bottom edge on the viewport bottom)', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
    for (const { widget, tag, options } of popups) {
      await renovo(page, 'open', widget, options);
      const box = await edges(await dialogOf(page, tag));
      expect({ widget, ...box }).toMatchObject({ widget, left: 0, right: 0, bottom: 0, width: PHONE.width });
      expect(box.top).toBeGreaterThan(0);
      await renovo(page, 'close', widget);
      await waitForClosed(page, tag);
    }
    await page.context().close();
  });

  test('1280×800: every popup is a centred modal; order modal B is a card at the bottom', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: DESKTOP });
    for (const { widget, tag, options } of popups) {
      await renovo(page, 'open', widget, options);
      const box = await edges(await dialogOf(page, tag));
      expect(Math.abs(box.left - box.right), `${widget} centred horizontally`).toBeLessThanOrEqual(1);
      expect(Math.abs(box.top - box.bottom), `${widget} centred vertically`).toBeLessThanOrEqual(1);
      expect(box.left, widget).toBeGreaterThan(100);
      expect(box.top, widget).toBeGreaterThan(0);
      await renovo(page, 'close', widget);
      await waitForClosed(page, tag);
    }
    await renovo(page, 'open', 'order-modal', { variant: 'B' });
    const card = await edges(await dialogOf(page, 'renovo-order-modal'));
    expect(Math.abs(card.left - card.right)).toBeLessThanOrEqual(1);
    expect(card.bottom).toBe(24);
    expect(card.top).toBeGreaterThan(card.bottom);
    await page.context().close();
  });
});
