/**
 * Journey 4 (docs/spec/session.md#entities, docs/spec/session.md#states, docs/spec/platform.md#calls,
 * docs/spec/platform.md#limits; docs/spec/quotes.md#limits): the header's region selector changes the
 * region and reloads the page; the choice is persisted (local storage and the region, location,
 * location name and is_tw cookies), survives a reload (the server renders it too), every API call
 * of the page carries it (X-Region, X-Location), and the quote form starts in it.
 */
import { API_HEADERS, format, regionMessages, siteMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { getPage } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, reloadedBy, visit } from './browser.ts';

const NEW_TAIPEI = { id: 3, name: '新北市' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The header's region button. */
function regionButton(page: Page) {
  return page.locator('header').getByRole('button', { name: /^目前地區：/ });
}

/** The page's cookies by name (values decoded). */
async function cookieValues(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.map((c) => [c.name, decodeURIComponent(c.value)]));
}

/** The inline quote form's region once the widget has rendered it. */
async function quoteRegion(page: Page): Promise<string> {
  const select = page.locator('renovo-quote[mode="inline"] select[name="region_id"]');
  await select.waitFor({ timeout: 30_000 });
  return select.inputValue();
}

describe('journey: region change', () => {
  test(
    'the header changes the region, it persists across reloads and the page follows it',
    async () => {
      const { page, pageErrors } = await visit(browser, '/decorationfrom', { viewport: DESKTOP });
      const button = regionButton(page);
      expect(await button.getAttribute('aria-label')).toBe(
        format(siteMessages.regionButton, { region: regionMessages.defaultName }),
      );
      expect(await quoteRegion(page)).toBe('1');

      // Choose 新北市 in the dialog: the page reloads.
      await button.click();
      const dialog = page.getByRole('dialog', { name: siteMessages.regionDialog });
      await dialog.waitFor();
      expect(
        await dialog.getByRole('button', { name: regionMessages.defaultName }).getAttribute('aria-pressed'),
      ).toBe('true');
      await reloadedBy(page, () => dialog.getByRole('button', { name: NEW_TAIPEI.name }).click());

      // The header shows it; the state is persisted in storage and cookies.
      expect(await button.textContent()).toBe(NEW_TAIPEI.name);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('renovo-region') ?? '{}'));
      expect(stored).toMatchObject({
        regionId: NEW_TAIPEI.id,
        locationId: NEW_TAIPEI.id,
        regionName: NEW_TAIPEI.name,
        locationName: NEW_TAIPEI.name,
        isTw: 1,
      });
      expect(await cookieValues(page)).toMatchObject({
        region: String(NEW_TAIPEI.id),
        location: String(NEW_TAIPEI.id),
        location_name: NEW_TAIPEI.name,
        is_tw: '1',
      });

      // The quote form starts in the stored region (docs/spec/quotes.md#limits).
      expect(await quoteRegion(page)).toBe(String(NEW_TAIPEI.id));

      // A reload keeps it, and the page's API calls carry it.
      const calls: Record<string, string>[] = [];
      page.on('request', (request) => {
        if (/^\/(v1|api|hyperf)\//.test(new URL(request.url()).pathname)) calls.push(request.headers());
      });
      await page.reload();
      await hydrated(page);
      expect(await button.textContent()).toBe(NEW_TAIPEI.name);
      expect(await quoteRegion(page)).toBe(String(NEW_TAIPEI.id));
      expect(calls.length).toBeGreaterThan(0);
      for (const headers of calls) {
        expect(headers[API_HEADERS.region.toLowerCase()]).toBe(String(NEW_TAIPEI.id));
        expect(headers[API_HEADERS.location.toLowerCase()]).toBe(String(NEW_TAIPEI.id));
      }

      // The server renders the persisted region (from the cookies) before any script runs.
      const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const { html } = await getPage('/decorationfrom', { headers: { cookie } });
      expect(html).toContain(format(siteMessages.regionButton, { region: NEW_TAIPEI.name }));
      const { html: fresh } = await getPage('/decorationfrom');
      expect(fresh).toContain(format(siteMessages.regionButton, { region: regionMessages.defaultName }));

      // A client navigation keeps it too.
      await page
        .locator('header')
        .getByRole('link', { name: siteMessages.home, exact: true })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await button.textContent()).toBe(NEW_TAIPEI.name);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
