/**
 * examples/landing-embed in Chromium, served from the partner origin: the
 * inline quote renders in the landing page's flow (no dialog, no close icon, themed from the
 * page through its custom properties and ::part), and a submit stores the lead and goes to the
 * result page on the main site (the page sets no stop-redirect).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, PHONE, waitForWidget } from './harness/browser.ts';
import { alerts, apiJson, heard, mobileFor, openWidgetPage } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-quote';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('landing page with an inline quote (examples/landing-embed)', () => {
  test('the inline quote renders in the page flow, themed by the page, with no dialog', async () => {
    const { page, messages, failedResponses } = await openWidgetPage(browser, `${partnerOrigin}/landing/`, {
      viewport: DESKTOP,
    });
    await waitForWidget(page, TAG);
    const panel = page.locator(`${TAG} [part~="panel"]`);
    await panel.waitFor();
    expect(await page.locator(TAG).getAttribute('mode')).toBe('inline');
    expect(await page.locator(`${TAG} dialog`).count()).toBe(0);
    expect(await panel.getByRole('button', { name: '關閉' }).count()).toBe(0);
    for (const name of ['region_id', 'size', 'mobile', 'accepted']) {
      expect(await panel.locator(`[name="${name}"]`).count(), name).toBe(1);
    }
    // In the hero's quote card, beside the text.
    const card = (await page.locator('.quote-card').boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(card.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
    expect(box.y).toBeGreaterThanOrEqual(card.y - 1);
    // The page's theme: --renovo-quote-accent on the element, letter-spacing through ::part(submit).
    const submit = panel.getByRole('button', { name: '免費獲取裝修報價單' });
    const look = await submit.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        background: style.backgroundColor,
        spacing: Number.parseFloat(style.letterSpacing) / Number.parseFloat(style.fontSize),
      };
    });
    expect(look.background).toBe('rgb(180, 87, 46)');
    expect(look.spacing).toBeCloseTo(0.1, 2);
    expect(await heard(page, 'renovo-open')).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });

  test('a submit from the inline quote stores the lead and goes to result_copy?id= on the main site', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/landing/`, { viewport: PHONE });
    await waitForWidget(page, TAG);
    const panel = page.locator(`${TAG} [part~="panel"]`);
    const submit = panel.getByRole('button', { name: '免費獲取裝修報價單' });
    await submit.click();
    await expect.poll(() => alerts(panel)).toEqual(['請輸入房屋坪數', '請輸入行動電話', '請勾選']);

    await panel.locator('select[name="region_id"]').selectOption('4');
    await panel.locator('input[name="size"]').fill('45');
    await panel.locator('input[name="mobile"]').fill(mobileFor(801));
    await panel.locator('input[name="accepted"]').check();
    await submit.click();
    await page.waitForURL((url) => url.pathname === '/decorationfrom/result_copy', { timeout: 15_000 });
    const landed = new URL(page.url());
    expect(landed.origin).toBe(apiOrigin);
    const id = landed.searchParams.get('id');
    expect(id).toMatch(/^[A-Za-z0-9_-]{52}$/);
    const result = await apiJson<{ data: { variant: string; region_id: number; size: number } }>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${id}`,
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ variant: 'basic', region_id: 4, size: 45 });
    await page.context().close();
  });
});
