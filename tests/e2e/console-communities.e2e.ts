/**
 * The community import screen on the built system (docs/spec/console.md#community-import), in
 * Chromium: an editor picks a CSV with good and bad rows, checks it (every bad row listed with
 * its reason, nothing written), imports it, and the community quote's search then finds the
 * imported community with its layouts; the import button stays off until the file is checked;
 * the screen passes axe at 1280 and 390 px with no sideways scroll on a phone. An imported
 * community is then found by name, edited by hand (a layout added) and saved; the quote finds it.
 */
import { communityImportMessages as ci, format, consoleMessages as m } from '@renovo/core/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const CSV = [
  'name,address,region_id,district,rooms,halls,baths,building_area',
  '匯入測試苑,臺中市西屯區市政路500號,8,西屯區,3,2,2,42.5',
  '匯入測試苑,臺中市西屯區市政路500號,8,西屯區,2,1,1,28',
  '錯區測試苑,臺中市西屯區市政路501號,8,信義區,3,2,2,40',
  ',臺中市西屯區市政路502號,8,西屯區,3,2,2,40',
].join('\n');

/** The content editor on the screen (its link and its heading read the same). */
const importScreen = () => openConsoleScreen(browser, stack.origin, stack.contentEditor, m.nav.communities);

describe('community import screen', () => {
  test('check lists every bad row and writes nothing; import upserts; the community quote finds it', async () => {
    const { context, page } = await importScreen();
    const search = () =>
      fetch(
        `${stack.origin}/hyperf/valuation/communities?regionId=8&keyword=${encodeURIComponent('匯入測試')}`,
      ).then((r) => r.json() as Promise<{ data: { id: number; title: string }[] }>);
    const importButton = page.getByRole('button', { name: ci.run, exact: true });
    // No file yet: checking says so; importing is off.
    await page.getByRole('button', { name: ci.dryRun }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(ci.pickFirst);
    expect(await importButton.isDisabled()).toBe(true);

    await page
      .getByLabel(ci.file)
      .setInputFiles({ name: 'communities.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    expect(await importButton.isDisabled()).toBe(true);
    await page.getByRole('button', { name: ci.dryRun }).click();
    await page.getByText(format(ci.wouldImport, { n: 2, created: 1, updated: 0 })).waitFor();
    const errors = page.getByRole('table', { name: format(ci.errorsTitle, { n: 2 }) });
    await expect
      .poll(() => errors.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining(ci.district), expect.stringContaining(ci.name)]);
    expect((await search()).data).toEqual([]);

    await importButton.click();
    await page
      .getByText(format(ci.imported, { n: 2, created: 1, updated: 0 }))
      .first()
      .waitFor();
    const found = (await search()).data;
    expect(found.map((c) => c.title)).toEqual(['匯入測試苑（西屯區）']);
    const layouts = (await fetch(
      `${stack.origin}/hyperf/valuation/community_layouts?community_id=${found[0]!.id}`,
    ).then((r) => r.json())) as { data: { room: number; area_list: { building_area: number }[] }[] };
    expect(layouts.data.map((l) => [l.room, l.area_list[0]?.building_area])).toEqual([
      [3, 42.5],
      [2, 28],
    ]);
    // Imported: checking is needed again before another import.
    expect(await importButton.isDisabled()).toBe(true);
    await context.close();
  });

  test('the screen passes axe at 1280 and 390 px, with its error table; no sideways scroll on a phone', async () => {
    const { context, page } = await importScreen();
    await page
      .getByLabel(ci.file)
      .setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('button', { name: ci.dryRun }).click();
    await page.getByRole('table', { name: format(ci.errorsTitle, { n: 2 }) }).waitFor();
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll[0]).toBeLessThanOrEqual(scroll[1]!);
    await context.close();
  });

  test('an imported community is edited by hand: found by name, a layout added, saved; axe-clean with the form open', async () => {
    const { context, page } = await importScreen();
    const edit = page.getByRole('region', { name: ci.editTitle });
    await edit.getByLabel(ci.searchLabel).fill('匯入測試');
    await edit.getByRole('button', { name: ci.searchButton }).click();
    await edit.getByRole('button', { name: /匯入測試苑（西屯區）/ }).click();
    await edit.getByLabel(ci.fieldName, { exact: true }).fill('匯入測試苑二期');
    await edit.getByRole('button', { name: ci.addLayout }).click();
    await edit.getByLabel(ci.fieldAreas).last().fill('55.5');
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await edit.getByRole('button', { name: ci.save }).click();
    await page.getByText(ci.saved).first().waitFor();
    const found = (await fetch(
      `${stack.origin}/hyperf/valuation/communities?regionId=8&keyword=${encodeURIComponent('二期')}`,
    ).then((r) => r.json())) as { data: { id: number; title: string }[] };
    expect(found.data.map((c) => c.title)).toEqual(['匯入測試苑二期（西屯區）']);
    await context.close();
  });
});
