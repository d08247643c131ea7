/**
 * On a 390×844 phone: `/user/collect` (docs/spec/platform.md#routes-and-overlays My Favourites) is in the
 * drawer's
 * member menu for a signed-in member (and not for a visitor); the drawer's sister apps
 * (docs/spec/popups-and-header.md#screens,
 * names not in the spec) are the operator's list rendered as real links with accessible names —
 * on a development stack the marked demo entries.
 */
import { drawerMessages, favouriteMessages, siteMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import {
  hydrated,
  JOURNEY_TIMEOUT,
  journeyMobile,
  memberFromApi,
  PATIENT,
  signIn,
  siteUrl,
  visit,
} from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function openDrawer(page: Page) {
  await page.locator('header').getByRole('button', { name: siteMessages.openMenu }).click();
  const drawer = page.locator('dialog.drawer');
  await drawer.waitFor({ state: 'visible', timeout: PATIENT.timeout });
  return drawer;
}

describe('journey: the drawer’s member menu and sister apps', () => {
  test(
    'a signed-in member finds 我的收藏 (/user/collect) in the drawer; it navigates and closes it',
    async () => {
      const token = await memberFromApi(journeyMobile(1802));
      const { page, pageErrors } = await openPage(browser, 'about:blank', {
        viewport: PHONE,
        reducedMotion: 'reduce',
      });
      await signIn(page, token);
      await page.goto(siteUrl('/works'));
      await hydrated(page);

      const drawer = await openDrawer(page);
      const member = drawer.getByRole('navigation', { name: drawerMessages.memberNav });
      const collect = member.getByRole('link', { name: favouriteMessages.myFavourites });
      await collect.waitFor({ state: 'visible', timeout: PATIENT.timeout });
      expect(await collect.getAttribute('href')).toBe('/user/collect');
      await collect.click();
      await page.waitForURL((url) => url.pathname === '/user/collect', PATIENT);
      await drawer.waitFor({ state: 'hidden', timeout: PATIENT.timeout });
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'a visitor has no member menu; the sister apps are links that name themselves and open a new tab',
    async () => {
      const { page, pageErrors } = await visit(browser, '/works', { viewport: PHONE });
      const drawer = await openDrawer(page);
      expect(await drawer.getByRole('navigation', { name: drawerMessages.memberNav }).count()).toBe(0);

      const apps = drawer.getByRole('region', { name: drawerMessages.apps }).getByRole('link');
      expect(await apps.count()).toBe(11);
      const shown = await apps.evaluateAll((as) =>
        as.map((a) => ({
          href: (a as HTMLAnchorElement).href,
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      );
      for (const app of shown) {
        expect(new URL(app.href).protocol).toBe('https:');
        expect(app.target).toBe('_blank');
        expect(app.rel).toContain('noopener');
      }
      // Each is named by the app's name and that it opens a new tab (the icon letter is hidden).
      for (let i = 1; i <= 11; i++) {
        const name = new RegExp(`^示範 App ${i}\\s*${drawerMessages.opensInNewTab}$`);
        expect(await drawer.getByRole('link', { name }).count(), String(name)).toBe(1);
      }
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
