/**
 * Choosing 高雄市 in the header narrows the company list to the companies serving
 * 高雄市, and the page says so (with a link to every region); in Chromium on the built site.
 */
import { companyMessages, format, siteMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, reloadedBy, visit } from './browser.ts';

const KAOHSIUNG = { id: 17, name: '高雄市' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The companies the API lists for a region (or all). */
async function apiTotal(regionId?: number): Promise<number> {
  const query = regionId ? `?region_id=${regionId}` : '';
  return (await api<{ data: { total: number } }>(`/hyperf/companies/list${query}`)).data.total;
}

/** The list's heading "共 N 家設計公司". */
function totalHeading(page: Page) {
  return page.locator('#company-results-title');
}

describe('journey: the company list follows the header region', () => {
  test(
    'choosing 高雄市 in the header narrows /company, says so, and 看全部地區 widens it again',
    async () => {
      const all = await apiTotal();
      const kaohsiung = await apiTotal(KAOHSIUNG.id);
      expect(kaohsiung).toBeGreaterThan(0);
      expect(kaohsiung).toBeLessThan(all);

      const { page, pageErrors } = await visit(browser, '/company', { viewport: DESKTOP });
      // No region chosen yet: every company.
      expect(await totalHeading(page).textContent()).toBe(format(companyMessages.total, { total: all }));
      const note = format(companyMessages.regionFromHeader, { region: KAOHSIUNG.name });
      expect(await page.getByText(note).count()).toBe(0);

      await page
        .locator('header')
        .getByRole('button', { name: /^目前地區：/ })
        .click();
      const dialog = page.getByRole('dialog', { name: siteMessages.regionDialog });
      await dialog.waitFor();
      await reloadedBy(page, () => dialog.getByRole('button', { name: KAOHSIUNG.name }).click());

      await expect
        .poll(() => totalHeading(page).textContent(), PATIENT)
        .toBe(format(companyMessages.total, { total: kaohsiung }));
      expect(await page.getByText(note).count()).toBe(1);
      // The region filter row marks 高雄市 as the current choice.
      const current = page.locator('[aria-current="true"], [aria-current="page"]', {
        hasText: KAOHSIUNG.name,
      });
      expect(await current.count()).toBeGreaterThan(0);

      await page.getByRole('link', { name: companyMessages.allRegions }).click();
      await page.waitForURL((url) => url.searchParams.get('region_id') === 'any');
      await hydrated(page);
      await expect
        .poll(() => totalHeading(page).textContent(), PATIENT)
        .toBe(format(companyMessages.total, { total: all }));
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
