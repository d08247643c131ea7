/**
 * Journey 1: browse /works, open a work, favourite it as a visitor: the login sheet
 * opens, the visitor logs in with the code from the SMS outbox, the favourite is stored (read
 * back through GET /v1/collects as the member), the success toast shows, and the server renders
 * the work as collected afterwards.
 */
import { favouriteMessages, loginMessages, worksMessages } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import {
  asMember,
  hydrated,
  JOURNEY_TIMEOUT,
  journeyMobile,
  logInThroughSheet,
  memberToken,
  openDialogs,
  PATIENT,
  toast,
  visit,
  widgetDialog,
} from './browser.ts';

interface Collects {
  data: { items: { source_type: string; source_id: number }[] };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: works → a work → favourite as a visitor', () => {
  test(
    'the login sheet opens, the login stores the favourite and 登入成功，已加入收藏 shows',
    async () => {
      const mobile = journeyMobile(1);
      const { page, pageErrors } = await visit(browser, '/works', { viewport: DESKTOP });

      // The list links its works; open the first one (a client-side navigation).
      const cards = page.locator('main a[href^="/works/"]').filter({ hasText: /\S/ });
      expect(await cards.count()).toBeGreaterThan(0);
      const href = (await cards.first().getAttribute('href')) ?? '';
      const workId = Number(/^\/works\/(\d+)$/.exec(href)?.[1]);
      expect(workId).toBeGreaterThan(0);
      await cards.first().click();
      await page.waitForURL((url) => url.pathname === href);
      await hydrated(page);

      const favourite = page.locator('main button.favourite-button');
      await expect.poll(() => favourite.getAttribute('aria-pressed'), PATIENT).toBe('false');
      expect(await favourite.textContent()).toContain(worksMessages.collect);

      // A visitor is sent through the login sheet first; nothing is collected yet.
      await favourite.click();
      const sheet = await widgetDialog(page, 'renovo-login-sheet', loginMessages.titles.default);
      expect(await favourite.getAttribute('aria-pressed')).toBe('false');

      await logInThroughSheet(sheet, mobile);

      // The success toast of a login-then-collect (favourite toast offset 120).
      await expect.poll(async () => (await toast(page)).text, PATIENT).toBe(favouriteMessages.loginThenAdded);
      expect((await toast(page)).offset).toBe('120px');
      expect(await openDialogs(page, 'renovo-login-sheet')).toBe(0);
      await expect.poll(() => favourite.getAttribute('aria-pressed'), PATIENT).toBe('true');
      expect(await favourite.textContent()).toContain(worksMessages.collected);

      // The favourite is stored for this member (the HttpOnly token cookie the site set).
      const token = await memberToken(page);
      const user = await asMember<{ data: { real_mobile: string } }>(token, '/v1/user/info');
      expect(user.data.real_mobile).toBe(mobile);
      const collects = await asMember<Collects>(token, '/v1/collects?source_type=work');
      expect(collects.data.items).toContainEqual(
        expect.objectContaining({ source_type: 'work', source_id: workId }),
      );

      // The server renders the work as collected for this member after a reload.
      await page.reload();
      await hydrated(page);
      expect(await favourite.getAttribute('aria-pressed')).toBe('true');
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
