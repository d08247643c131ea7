/**
 * The basic-quote popup in Chromium on the partner page: every validation
 * message of its form (docs/spec/quotes.md#validation), a valid submit stores the lead (read back through the
 * API) and
 * goes to the main site's /decorationfrom/result_copy?id=, with stop-redirect only renovo-submit
 * fires, and Escape / the confirm-close page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE } from './harness/browser.ts';
import {
  alerts,
  apiJson,
  dialogOf,
  focused,
  heard,
  mobileFor,
  openWidgetPage,
  renovo,
  waitForClosed,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-quote';
const SUBMIT = '免費獲取裝修報價單';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The form's controls, by their names. */
function fields(dialog: Locator) {
  return {
    region: dialog.locator('select[name="region_id"]'),
    size: dialog.locator('input[name="size"]'),
    mobile: dialog.locator('input[name="mobile"]'),
    accepted: dialog.locator('input[name="accepted"]'),
    submit: dialog.getByRole('button', { name: SUBMIT }),
  };
}

/** Submits and waits until the form shows exactly `expected` as its messages. */
async function submitExpecting(page: Page, dialog: Locator, expected: string[]): Promise<void> {
  await fields(dialog).submit.click();
  await expect.poll(() => alerts(dialog), { timeout: 5000 }).toEqual(expected);
  expect(page.url()).toContain(partnerOrigin);
}

interface QuoteResult {
  data: {
    id: number;
    public_id: string;
    variant: string;
    region_id: number;
    size: number;
    region_cn: string;
  };
}

describe('basic quote (renovo-quote)', () => {
  for (const version of ['v2', 'v3'] as const) {
    test(`${version}: every validation message of the form, then none once valid`, async () => {
      const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
      await renovo(page, 'open', 'quote', { version, stopRedirect: true });
      const dialog = await dialogOf(page, TAG);
      const form = fields(dialog);
      const submits: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/valuation/v3/submit')) submits.push(r.url());
      });

      // Nothing filled: both required messages and the 請勾選 hint; focus on the first field.
      await submitExpecting(page, dialog, ['請輸入房屋坪數', '請輸入行動電話', '請勾選']);
      expect(await form.size.getAttribute('aria-invalid')).toBe('true');
      expect(await form.mobile.getAttribute('aria-invalid')).toBe('true');
      expect(await form.accepted.getAttribute('aria-invalid')).toBe('true');
      expect(await focused(page)).toBe('input#quote-size');

      // A change clears that field's message.
      await form.size.fill('0');
      expect(await alerts(dialog)).toEqual(['請輸入行動電話', '請勾選']);

      // Wrong values: the "正確" messages.
      await form.mobile.fill('0812345678');
      await submitExpecting(page, dialog, ['請輸入正確的房屋坪數', '請輸入正確的行動電話', '請勾選']);
      await form.size.fill('012');
      await form.mobile.fill('0942345678');
      await submitExpecting(page, dialog, ['請輸入正確的房屋坪數', '請輸入正確的行動電話', '請勾選']);
      // A decimal typed on the keypad stays in sight (nothing blanked, at most 3 characters)
      // and the rule says what is wrong.
      await form.size.fill('');
      await form.size.pressSequentially('33.5');
      expect(await form.size.inputValue()).toBe('33.');
      await submitExpecting(page, dialog, ['請輸入正確的房屋坪數', '請輸入正確的行動電話', '請勾選']);
      expect(await form.size.inputValue()).toBe('33.');

      // Valid fields, terms unticked: only the hint, and ticking clears it.
      await form.size.fill('30');
      await form.mobile.fill('0912345678');
      await submitExpecting(page, dialog, ['請勾選']);
      expect(await focused(page)).toBe('input#quote-accepted');
      await form.accepted.check();
      expect(await alerts(dialog)).toEqual([]);
      expect(submits).toEqual([]);
      await page.context().close();
    });
  }

  test('Generic field rules, trigger blur: 0 in 房屋坪數 or an empty 行動電話 shows its message when left', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
    await renovo(page, 'open', 'quote', { version: 'v3', stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    await form.size.fill('0');
    expect(await alerts(dialog)).toEqual([]);
    await form.size.press('Tab');
    await expect.poll(() => alerts(dialog), { timeout: 5000 }).toEqual(['請輸入正確的房屋坪數']);
    expect(await form.size.getAttribute('aria-invalid')).toBe('true');
    // Tab moved focus into 行動電話; leaving it empty says so too.
    expect(await focused(page)).toBe('input#quote-mobile');
    await form.mobile.press('Tab');
    await expect
      .poll(() => alerts(dialog), { timeout: 5000 })
      .toEqual(['請輸入正確的房屋坪數', '請輸入行動電話']);
    // A valid value, once left, clears the message; the terms are not judged before a submit.
    await form.size.fill('30');
    await form.size.blur();
    await expect.poll(() => alerts(dialog), { timeout: 5000 }).toEqual(['請輸入行動電話']);
    await page.context().close();
  });

  test('a valid submit stores the lead (read back through the API) and goes to result_copy?id= on the main site', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`);
    const before = await apiJson<{ data: { count: number } }>(
      apiOrigin,
      '/hyperf/valuation/v3/recent_records?per_page=1',
    );
    await page.getByRole('button', { name: '報價（v3）' }).click();
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    await form.region.selectOption('3');
    await form.size.fill('42');
    await form.mobile.fill(mobileFor(101));
    await form.accepted.check();
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === '/decorationfrom/result_copy', { timeout: 15_000 });
    const landed = new URL(page.url());
    expect(landed.origin).toBe(apiOrigin);
    // The result page takes the unguessable public id (312 random bits), not the sequential id.
    const publicId = landed.searchParams.get('id') ?? '';
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{52}$/);

    const result = await apiJson<QuoteResult>(apiOrigin, `/hyperf/valuation/v3/result?id=${publicId}`);
    expect(result.status).toBe(200);
    const id = (result.body.data as { id: number }).id;
    expect((await apiJson(apiOrigin, `/hyperf/valuation/v3/result?id=${id}`)).status).toBe(404);
    expect(result.body.data).toMatchObject({
      public_id: publicId,
      variant: 'basic',
      region_id: 3,
      region_cn: '新北市',
      size: 42,
    });
    const after = await apiJson<{ data: { count: number } }>(
      apiOrigin,
      '/hyperf/valuation/v3/recent_records?per_page=1',
    );
    expect(after.body.data.count).toBe(before.body.data.count + 1);
    await page.context().close();
  });

  test('with stop-redirect only renovo-submit fires: the lead is stored, the popup closes, the page stays', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    await form.size.fill('25');
    await form.mobile.fill(mobileFor(102));
    await form.accepted.check();
    await form.submit.click();
    const submitted = await waitForEvent(page, 'renovo-submit');
    expect(submitted.detail).toEqual({
      widget: 'quote',
      id: expect.any(Number),
      publicId: expect.stringMatching(/^[A-Za-z0-9_-]{52}$/),
      redirect: null,
    });
    await waitForClosed(page, TAG);
    // The partner page's own listener (queued before load) heard it too.
    expect(await page.locator('#renovo-status').textContent()).toBe(`已送出（編號 ${submitted.detail.id}）`);
    // Give a redirect every chance to start: none does.
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    expect(page.url()).toBe(`${partnerOrigin}/`);
    expect((await heard(page)).map((e) => e.type)).toEqual(['renovo-open', 'renovo-submit', 'renovo-close']);
    expect((await heard(page, 'renovo-close'))[0]!.detail.reason).toBe('submit');
    const result = await apiJson<QuoteResult>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${submitted.detail.publicId}`,
    );
    expect(result.body.data).toMatchObject({ variant: 'basic', size: 25 });
    await page.context().close();
  });

  test('Escape opens the confirm-close page; 再想想 returns; 關閉報價功能 closes; focus returns to the opener', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`);
    const opener = page.getByRole('button', { name: '免費獲取裝修報價單（v2）' });
    await opener.click();
    const dialog = await dialogOf(page, TAG);
    const pageLock = () =>
      page.evaluate(() => `${document.documentElement.style.overflow}|${document.body.style.position}`);
    expect(await pageLock()).toBe('hidden|fixed');
    await fields(dialog).size.focus();
    await page.keyboard.press('Escape');
    const confirm = dialog.locator('[part~="confirm"]');
    await confirm.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('確定要關閉報價嗎？');
    expect(await confirm.getByRole('listitem').count()).toBe(5);
    // Focus moves to 再想想 in the effect after the confirm page's render.
    await expect.poll(() => focused(page)).toBe('button 再想想');
    // Escape on the confirm page is 再想想; pressed again (no click between: Chrome would let the
    // second close request shut the native dialog) it shows the confirm page again.
    await page.keyboard.press('Escape');
    await fields(dialog).submit.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    // 再想想: back to the form, focus on the close icon; the popup stayed open.
    await dialog.getByRole('button', { name: '再想想' }).click();
    await fields(dialog).submit.waitFor();
    // The form shows first; focus moves to the close icon in the effect after that render (a
    // moment later on a loaded machine: the removed 再想想 had it until then).
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('aria-label')),
      )
      .toBe('關閉');
    expect(await focused(page)).toContain('button');
    expect(await heard(page, 'renovo-close')).toEqual([]);

    // Escape again, then 關閉報價功能.
    await page.keyboard.press('Escape');
    await confirm.waitFor();
    await dialog.getByRole('button', { name: '關閉報價功能' }).click();
    await waitForClosed(page, TAG);
    expect((await heard(page, 'renovo-close')).map((e) => e.detail)).toEqual([
      { widget: 'quote', reason: 'user' },
    ]);
    expect(await page.locator(TAG).getAttribute('open')).toBeNull();
    expect(await focused(page)).toBe('button 免費獲取裝修報價單（v2）');
    // The page behind scrolls again.
    expect(await pageLock()).toBe('|');
    await page.context().close();
  });

  test('a visitor who only looks fetches two files for the form, then the API client (the v2 records) and (idle) the analytics that counts the popup seen and opened; the first interaction fetches the later chunks (confirm page, toast)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const files: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/embed/v1/') && !path.endsWith('/loader.js')) files.push(path);
    });
    // bench.html: the quote (v2) opened by a call queued before the loader, nothing else.
    await page.goto(`${partnerOrigin}/test/bench.html`);
    const dialog = await dialogOf(page, TAG);
    await fields(dialog).submit.waitFor();
    await page.waitForLoadState('networkidle');
    // Two files make the form (the loader imports them). Then the API client's chunk, which the
    // v2 records and banner calls fetch (ADR 049), and, once the browser is idle, the analytics
    // bus: the popup was seen and opened (the quote funnel's first steps, ADR 024). Idle comes
    // late on a busy machine: wait for it, then for the network to settle.
    await expect.poll(() => files.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await page.waitForLoadState('networkidle');
    expect(files).toHaveLength(4);
    expect(files.slice(0, 2).some((f) => /\/quote-[\w-]+\.js$/.test(f))).toBe(true);
    const later = await Promise.all(
      files.slice(2).map(async (f) => (await page.request.get(`${apiOrigin}${f}`)).text()),
    );
    // The failed-response log line is the API client's: its chunk.
    expect(later.filter((code) => code.includes('[renovo/api] request failed'))).toHaveLength(1);
    expect(later.filter((code) => code.includes('quote_widget'))).toHaveLength(1);
    // The first touch (here in the size field) fetches the rest, before any of it is needed.
    await fields(dialog).size.click();
    await expect.poll(() => files.length).toBeGreaterThan(4);
    await page.waitForLoadState('networkidle');
    await dialog.getByRole('button', { name: '關閉' }).click();
    await dialog.locator('[part~="confirm"]').waitFor();
    expect(new Set(files).size).toBe(files.length);
    await context.close();
  });
});
