/**
 * The cascading picker (docs/spec/popups-and-header.md#states "Picker types: plain, multiple columns,
 * cascading"; docs/spec/platform.md#limits "picker option
 * height 44, 6 visible"): on a 390×844 phone the header's region choice is a cascading region →
 * district picker in a bottom sheet — two listboxes, options 44 px high with six in view — worked
 * by keyboard (arrows, ← →, Enter; Escape cancels and focus returns to the region button) and by
 * touch (tap a region, tap a district, 確定). The choice is stored (region and location cookies)
 * and the page reloads in it.
 */
import { districtsOf, format, pickerMessages, REGIONS, siteMessages } from '@renovo/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, PATIENT, reloadedBy, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

function regionButton(page: Page): Locator {
  return page.locator('header').getByRole('button', { name: /^目前地區：/ });
}

/** The page's cookies by name (values decoded). */
async function cookieValues(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.map((c) => [c.name, decodeURIComponent(c.value)]));
}

/** The geolocation call of the first visit has stored its answer (it may move the region). */
async function geoSettled(page: Page): Promise<void> {
  await expect.poll(async () => (await cookieValues(page)).is_tw, PATIENT).toBeDefined();
}

/** Opens the sheet from the region button and waits for it. */
async function openSheet(page: Page, open: () => Promise<void>): Promise<Locator> {
  await open();
  const sheet = page.getByRole('dialog', { name: siteMessages.regionDialog });
  await sheet.waitFor({ state: 'visible', timeout: PATIENT.timeout });
  return sheet;
}

/** The label of the selected option of a listbox. */
function selected(list: Locator): Promise<string | null> {
  return list.locator('[role="option"][aria-selected="true"]').textContent();
}

/** Whether the focused element is `el`. */
function focused(el: Locator): Promise<boolean> {
  return el.evaluate((node) => node === document.activeElement);
}

const KAOHSIUNG = REGIONS.findIndex((r) => r.id === 17);
const FENGSHAN = districtsOf(17).findIndex((d) => d.name === '鳳山區');
const XITUN = districtsOf(8).find((d) => d.name === '西屯區');

describe('journey: the region → district picker on a phone', () => {
  test(
    'by keyboard: a bottom sheet of two listboxes (44 px options, 6 in view); 高雄市 → 鳳山區 with arrows and Enter',
    async () => {
      const { page, pageErrors } = await visit(browser, '/works', { viewport: PHONE });
      await geoSettled(page);
      const button = regionButton(page);
      const sheet = await openSheet(page, () => button.click());
      expect(await sheet.evaluate((el) => (el as HTMLDialogElement).matches(':modal'))).toBe(true);

      const cities = sheet.getByRole('listbox', { name: pickerMessages.cityColumn });
      const districts = sheet.getByRole('listbox', { name: pickerMessages.districtColumn });
      // A bottom sheet: its bottom edge is the screen's.
      const box = await sheet.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
      // Options 44 px high, six of them in view.
      expect((await cities.getByRole('option').first().boundingBox())?.height).toBe(44);
      expect((await cities.boundingBox())?.height).toBe(44 * 6);
      expect(await cities.getByRole('option').count()).toBe(REGIONS.length);

      // Focus starts on the regions, at the current one (臺北市) and its 全區.
      await expect.poll(() => focused(cities), PATIENT).toBe(true);
      const start = (await selected(cities)) ?? '';
      const startIndex = REGIONS.findIndex((r) => r.name === start);
      expect(startIndex).toBeGreaterThanOrEqual(0);
      expect(await selected(districts)).toBe(pickerMessages.wholeCity);

      // ↓ to 高雄市: the districts follow it.
      for (let i = startIndex; i < KAOHSIUNG; i++) await page.keyboard.press('ArrowDown');
      await expect.poll(() => selected(cities), PATIENT).toBe('高雄市');
      await expect
        .poll(() => districts.getByRole('option').count(), PATIENT)
        .toBe(districtsOf(17).length + 1);
      expect(await selected(districts)).toBe(pickerMessages.wholeCity);
      expect(await cities.getAttribute('aria-activedescendant')).toBe(
        await cities.locator('[aria-selected="true"]').getAttribute('id'),
      );

      // → to the districts, ↓ to 鳳山區 (it scrolls into view), Enter: stored, and the page reloads.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(districts), PATIENT).toBe(true);
      for (let i = 0; i <= FENGSHAN; i++) await page.keyboard.press('ArrowDown');
      await expect.poll(() => selected(districts), PATIENT).toBe('鳳山區');
      expect(await districts.locator('[aria-selected="true"]').isVisible()).toBe(true);
      const fengshan = districtsOf(17)[FENGSHAN];
      await reloadedBy(page, () => page.keyboard.press('Enter'));

      await expect.poll(() => button.textContent(), PATIENT).toBe('高雄市');
      expect(await button.getAttribute('aria-label')).toBe(
        format(siteMessages.regionButton, { region: '高雄市' }),
      );
      expect(await cookieValues(page)).toMatchObject({
        region: '17',
        location: String(fengshan?.id),
        location_name: '鳳山區',
      });

      // Reopened, it shows the stored choice; Escape cancels, focus is back on the button.
      const again = await openSheet(page, () => button.click());
      const againDistricts = again.getByRole('listbox', { name: pickerMessages.districtColumn });
      await expect.poll(() => selected(againDistricts), PATIENT).toBe('鳳山區');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await again.waitFor({ state: 'hidden', timeout: PATIENT.timeout });
      await expect.poll(() => focused(button), PATIENT).toBe(true);
      expect((await cookieValues(page)).location).toBe(String(fengshan?.id));
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'by touch: tap 臺中市, tap 西屯區, tap 確定; 取消 changes nothing',
    async () => {
      const { page, pageErrors } = await visit(browser, '/works', {
        viewport: PHONE,
        hasTouch: true,
        isMobile: true,
      });
      await geoSettled(page);
      const button = regionButton(page);

      // 取消 closes without a change; focus returns.
      const first = await openSheet(page, () => button.tap());
      await first
        .getByRole('listbox', { name: pickerMessages.cityColumn })
        .getByRole('option', { name: '臺中市' })
        .tap();
      await first.getByRole('button', { name: pickerMessages.cancel }).tap();
      await first.waitFor({ state: 'hidden', timeout: PATIENT.timeout });
      await expect.poll(() => focused(button), PATIENT).toBe(true);
      expect((await cookieValues(page)).region).not.toBe('8');

      const sheet = await openSheet(page, () => button.tap());
      const cities = sheet.getByRole('listbox', { name: pickerMessages.cityColumn });
      const districts = sheet.getByRole('listbox', { name: pickerMessages.districtColumn });
      await cities.getByRole('option', { name: '臺中市', exact: true }).tap();
      await expect.poll(() => selected(cities), PATIENT).toBe('臺中市');
      const xitun = districts.getByRole('option', { name: '西屯區', exact: true });
      await xitun.waitFor({ state: 'attached', timeout: PATIENT.timeout });
      await xitun.tap();
      await expect.poll(() => selected(districts), PATIENT).toBe('西屯區');
      await reloadedBy(page, () => sheet.getByRole('button', { name: pickerMessages.confirm }).tap());

      await expect.poll(() => button.textContent(), PATIENT).toBe('臺中市');
      expect(await cookieValues(page)).toMatchObject({
        region: '8',
        location: String(XITUN?.id),
        location_name: '西屯區',
      });
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
