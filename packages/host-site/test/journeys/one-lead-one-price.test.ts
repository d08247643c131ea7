/**
 * Numbers an owner can trust: one lead has one price everywhere. On the community
 * result page (/decorationfrom/result_v3?id=) in Chromium, each level card's total is the total
 * of the itemised `<renovo-quote-preview>` under it for the same level — the stored community
 * layout (2 bathrooms, no kitchen or balcony in the community form) priced once, not the
 * typical layout of the size.
 */
import { format, quotePageMessages } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A community quote as `<renovo-community-quote>` submits it (38 坪, 3房2廳2衛). */
async function communityQuote(): Promise<string> {
  const answer = await api<{ data: { public_id: string } }>('/hyperf/valuation/v3/submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      region_id: 1,
      size: 38,
      mobile: '0912017101',
      accepted: 1,
      notice_version: '2026-11',
      community: { id: 1, name: '測試社區', title: '測試社區', address: '臺北市信義區松仁路 1 號' },
      house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 0, balcony: 0 },
    }),
  });
  return answer.data.public_id;
}

describe('journey: one lead, one price', () => {
  test(
    'each level card shows the total of the itemised breakdown of that level',
    async () => {
      const id = await communityQuote();
      const { page, pageErrors } = await visit(browser, `/decorationfrom/result_v3?id=${id}`, {
        viewport: DESKTOP,
      });
      const cards = page.locator('.quote-result__levels button.quote-level');
      await expect.poll(() => cards.count(), PATIENT).toBe(3);
      const breakdown = page.locator('renovo-quote-preview [part~="preview-total"] .qp-total-amount');
      for (let index = 0; index < 3; index++) {
        const card = cards.nth(index);
        await card.click();
        expect(await card.getAttribute('aria-pressed')).toBe('true');
        const cardTotal = (await card.locator('.quote-level__total').textContent()) ?? '';
        const amount = /約 ([\d.]+萬)/.exec(cardTotal)?.[1];
        expect(cardTotal).toBe(format(quotePageMessages.about, { amount: amount ?? '?' }));
        // The preview of this level, once it has loaded it, says the same amount.
        const selectedTab = page.locator('renovo-quote-preview [role="tab"][aria-selected="true"]');
        await expect
          .poll(() => selectedTab.textContent(), PATIENT)
          .toBe((await card.locator('.quote-level__name').textContent())?.trim());
        await expect.poll(() => breakdown.textContent(), PATIENT).toBe(amount);
      }
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
