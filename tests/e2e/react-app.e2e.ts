/**
 * examples/react-app in Chromium: the React 19 app, built with its own
 * `npm run build` (the stack builds it when stale) and served from the partner origin at /react/,
 * renders the widgets it installs from @renovo/widgets, hands them its props as element
 * properties, and its `onrenovo-submit` handler receives the submit (the app shows the id and
 * then a preview of that quote).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, openPage, waitForWidget } from './harness/browser.ts';
import { apiJson, dialogOf, mobileFor, waitForClosed } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('React 19 app (examples/react-app)', () => {
  test('renders the widgets, passes its props as properties, and its onrenovo-submit handler gets the quote', async () => {
    const { page, messages, pageErrors, failedResponses } = await openPage(
      browser,
      `${partnerOrigin}/react/`,
      {
        viewport: DESKTOP,
        reducedMotion: 'reduce',
      },
    );
    await page.getByRole('heading', { name: 'Renovo widgets in React 19' }).waitFor();
    await waitForWidget(page, 'renovo-quote');
    await waitForWidget(page, 'renovo-community-quote');

    // Props arrive as properties of the defined elements (and are mirrored to attributes).
    const quote = await page.evaluate(() => {
      const el = document.querySelector('renovo-quote') as HTMLElement & Record<string, unknown>;
      return {
        version: el.version,
        stopRedirect: el.stopRedirect,
        module: el.module,
        open: el.open,
        attributes: [el.getAttribute('version'), el.hasAttribute('stop-redirect')],
        config: (window as unknown as { __RENOVO__: unknown }).__RENOVO__,
      };
    });
    expect(quote).toEqual({
      version: 'v2',
      stopRedirect: true,
      module: 'react_example',
      open: false,
      attributes: ['v2', true],
      config: { apiOrigin, partner: 'demo' },
    });
    // The inline community quote: region={3} chose 臺中市 in its form.
    const community = page.locator('renovo-community-quote [part~="panel"]');
    await community.waitFor();
    expect(await community.locator('select[name="region_id"]').inputValue()).toBe('3');

    // React state opens the popup (open={open}); the submit reaches the app's handler.
    await page.locator('main > section > button', { hasText: '免費獲取裝修報價單' }).click();
    const dialog = await dialogOf(page, 'renovo-quote');
    // Filled at once: the banner's and records' boxes stand from the first paint (ADR 056).
    await dialog.locator('input[name="size"]').fill('27');
    await dialog.locator('input[name="mobile"]').fill(mobileFor(901));
    await dialog.locator('input[name="accepted"]').check();
    await dialog.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    const status = page.locator('main > section > p[role="status"]');
    await status.waitFor({ timeout: 15_000 });
    const id = /^已送出，報價編號 (\d+)$/.exec((await status.textContent()) ?? '')?.[1];
    expect(id).toBeDefined();
    await waitForClosed(page, 'renovo-quote');
    expect(
      await page.evaluate(
        () => (document.querySelector('renovo-quote') as HTMLElement & { open: boolean }).open,
      ),
    ).toBe(false);
    expect(new URL(page.url()).origin).toBe(partnerOrigin);
    // The app then previews that quote (record-id: the event's publicId, the result's unguessable id).
    const preview = page.locator('renovo-quote-preview');
    const publicId = (await preview.getAttribute('record-id')) ?? '';
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{52}$/);
    const result = await apiJson<{ data: { id: number; size: number } }>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${publicId}`,
    );
    expect(result.body.data).toMatchObject({ id: Number(id), size: 27 });
    await preview.locator('[part~="preview-total"]').waitFor({ timeout: 15_000 });
    expect(await preview.locator('[part~="preview-total"]').textContent()).toContain('萬');

    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });
});
