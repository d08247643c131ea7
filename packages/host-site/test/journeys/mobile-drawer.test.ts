/**
 * Journey 6 (docs/spec/popups-and-header.md#screens "Side drawer", docs/spec/popups-and-header.md#roles,
 * docs/spec/quotes.md#limits) on a 390×844 phone: the header's menu
 * button opens the side drawer (a modal dialog, focus inside it) with the nine navigation links,
 * no login action and no teaching link on mobile; the Help section collapses and expands (notice
 * link, QR code; the phone, mail and hours only when the operator configured them); Escape and the close button close it and focus
 * returns to the menu button; a drawer link navigates and closes it.
 */
import { drawerMessages, navMessages, siteMessages } from '@renovo/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

/** The drawer's nine links (docs/spec/popups-and-header.md#screens: the navigation of the routes table). */
const NINE_LINKS = [
  [navMessages.home, '/'],
  [navMessages.company, '/company'],
  [navMessages.works, '/works'],
  [navMessages.good, '/works/good'],
  [navMessages.article, '/article'],
  [navMessages.recommendation, '/recommendation'],
  [navMessages.ranking, '/ranking/list'],
  [navMessages.theme, '/theme'],
  [navMessages.video, '/video'],
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Whether the element that has focus is inside `scope`. */
function focusInside(scope: Locator): Promise<boolean> {
  return scope.evaluate((el) => el.contains(document.activeElement));
}

/** The accessible name of the focused element. */
function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

describe('journey: the mobile side drawer', () => {
  test(
    'opens from the header with nine links and Help; Escape and the close button close it',
    async () => {
      const { page, pageErrors } = await visit(browser, '/works', { viewport: PHONE });
      const menu = page.locator('header').getByRole('button', { name: siteMessages.openMenu });
      const drawer = page.locator('dialog.drawer');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await drawer.isVisible()).toBe(false);

      await menu.click();
      await drawer.waitFor({ state: 'visible' });
      expect(await drawer.evaluate((el) => (el as HTMLDialogElement).open && el.matches(':modal'))).toBe(
        true,
      );
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await drawer.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await focusInside(drawer)).toBe(true);
      // docs/spec/quotes.md#limits: 375 px by default (the phone is 390 px wide).
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(375);

      // The nine links, in order; the company-join link; no login action on mobile.
      const links = drawer.getByRole('navigation').getByRole('link');
      expect(await links.count()).toBe(9);
      const shown = await links.evaluateAll((as) =>
        as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? '']),
      );
      expect(shown).toEqual(NINE_LINKS);
      expect(await drawer.getByRole('link', { name: drawerMessages.companyJoin }).isVisible()).toBe(true);
      expect(await drawer.getByRole('button', { name: drawerMessages.login, exact: true }).isVisible()).toBe(
        false,
      );

      // Help: collapsed, expands (teaching hidden on mobile), collapses again.
      const help = drawer.getByRole('button', { name: drawerMessages.help });
      const notice = drawer.getByRole('link', { name: drawerMessages.notice });
      expect(await help.getAttribute('aria-expanded')).toBe('false');
      expect(await notice.isVisible()).toBe(false);
      await help.click();
      expect(await help.getAttribute('aria-expanded')).toBe('true');
      await notice.waitFor({ state: 'visible' });
      expect(await drawer.getByRole('link', { name: drawerMessages.teaching }).isVisible()).toBe(false);
      // This stack sets no OPERATOR_HELP_PHONE / OPERATOR_HELP_EMAIL: no contacts, none invented.
      expect(await drawer.getByText(drawerMessages.hours).count()).toBe(0);
      expect(await drawer.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
      expect(await drawer.getByRole('img', { name: drawerMessages.qrAlt }).isVisible()).toBe(true);
      await help.click();
      expect(await help.getAttribute('aria-expanded')).toBe('false');
      await notice.waitFor({ state: 'hidden' });

      // Escape closes it; focus is back on the menu button.
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => menu.getAttribute('aria-expanded'), PATIENT).toBe('false');
      expect(await focusedLabel(page)).toBe(siteMessages.openMenu);

      // Again, closed by its close button.
      await menu.click();
      await drawer.waitFor({ state: 'visible' });
      await drawer.getByRole('button', { name: drawerMessages.close }).click();
      await drawer.waitFor({ state: 'hidden' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedLabel(page)).toBe(siteMessages.openMenu);

      // A link navigates and closes the drawer.
      await menu.click();
      await drawer.waitFor({ state: 'visible' });
      await links.filter({ hasText: navMessages.article }).click();
      await page.waitForURL((url) => url.pathname === '/article', PATIENT);
      await drawer.waitFor({ state: 'hidden' });
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
