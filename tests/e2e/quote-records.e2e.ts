/**
 * The v2 quote popup's recent records (docs/spec/quotes.md#limits): the records the API lists, two per view,
 * and the view moving on by itself to the next pair (waited for, not timed).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './harness/browser.ts';
import { apiJson, dialogOf, mobileFor, openWidgetPage, renovo } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface RecentRecord {
  region_cn: string;
  size_cn: string;
}

/** Stores a basic quote through the API, as a visitor's submit would. */
async function storeQuote(regionId: number, size: string, mobile: string): Promise<void> {
  const { status, body } = await apiJson(apiOrigin, '/hyperf/valuation/v3/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ region_id: regionId, size, mobile, accepted: 1, notice_version: '2026-11' }),
  });
  if (status !== 200) throw new Error(`submit answered ${status}: ${JSON.stringify(body)}`);
}

describe('recent records (v2)', () => {
  test('pairs of the API records per view, and the view moves on to the next pair', async () => {
    // Four distinct records on top of the list: the first two views differ whatever came before.
    for (const [i, [region, size]] of (
      [
        [1, '21'],
        [2, '42'],
        [3, '63'],
        [4, '84'],
      ] as const
    ).entries()) {
      await storeQuote(region, size, mobileFor(710 + i));
    }
    const { body } = await apiJson<{ data: { records: RecentRecord[] } }>(
      apiOrigin,
      '/hyperf/valuation/v3/recent_records?per_page=30',
    );
    const records = body.data.records;
    expect(records.length).toBeGreaterThanOrEqual(4);

    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`);
    await renovo(page, 'open', 'quote', { version: 'v2', stopRedirect: true });
    const dialog = await dialogOf(page, 'renovo-quote');
    const slides = dialog.locator('[part~="ticker"] li');
    await expect.poll(() => slides.count()).toBe(Math.ceil(records.length / 2));
    /** The records of the pair in view (the one slide not hidden from assistive technology). */
    const inView = () =>
      dialog.locator('[part~="ticker"] li:not([aria-hidden="true"]) [part~="record"]').allTextContents();

    const first = await inView();
    expect(first).toHaveLength(2);
    first.forEach((text, i) => {
      expect(text).toContain(records[i]!.region_cn);
      expect(text).toContain(records[i]!.size_cn);
    });
    // Only the pair in view and its two neighbours hold records (read at one moment: the view
    // moves on by itself); the slides further away are empty until they come near.
    const { view, counts } = await dialog.locator('[part~="ticker"]').evaluate((ticker) => {
      const all = [...ticker.querySelectorAll('li')];
      return {
        view: all.findIndex((li) => li.getAttribute('aria-hidden') !== 'true'),
        counts: all.map((li) => li.querySelectorAll('[part~="record"]').length),
      };
    });
    const n = counts.length;
    counts.forEach((count, i) => {
      const near = [view, (view + 1) % n, (view + n - 1) % n].includes(i);
      const pair = i === n - 1 && records.length % 2 ? 1 : 2;
      expect(count, `slide ${i} of ${n}, view ${view}`).toBe(near ? pair : 0);
    });

    // Waited for, not timed: the view moves on to the next pair by itself.
    await expect.poll(inView, { timeout: 15_000 }).not.toEqual(first);
    const second = await inView();
    expect(second).toHaveLength(2);
    second.forEach((text, i) => {
      expect(text).toContain(records[2 + i]!.region_cn);
      expect(text).toContain(records[2 + i]!.size_cn);
    });
    await page.context().close();
  });
});
