/**
 * Every consent links to the terms and the privacy notice, in Chromium on the built
 * site: the basic and the community quote popups show 我已閱讀並同意服務條款及隱私權聲明 with both
 * names linked;
 * following 《隱私權聲明》 opens the notice in a new tab (the operator and the six items of Art. 8)
 * while the popup stays open with what was typed; the login page links both too.
 */
import { privacyNoticeMessages, quoteMessages, statementMessages } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { siteOrigin } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit, widgetDialog } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: the consents link to /terms and /privacy', () => {
  for (const [kind, tag, button] of [
    ['basic', 'renovo-quote', quoteMessages.basicButton],
    ['community', 'renovo-community-quote', quoteMessages.communityButton],
  ] as const) {
    test(
      `the ${kind} quote popup: 隱私權聲明 opens the notice in a new tab, the popup keeps the typed mobile`,
      async () => {
        const { page, pageErrors } = await visit(browser, '/article', { viewport: PHONE });
        // Before the widgets are defined the link goes to the quote form page: wait until it opens
        // a popup (it says so with aria-haspopup).
        const entry = page.locator('.quote-entry').getByRole('link', { name: button, exact: true }).first();
        await page
          .locator('.quote-entry a[aria-haspopup="dialog"]')
          .first()
          .waitFor({ state: 'attached', ...PATIENT });
        await entry.click();
        const dialog = await widgetDialog(page, tag);
        if (kind === 'community') await dialog.locator('[part="skip"]').click();
        await dialog.locator('input[name="mobile"]').fill('0912345678');
        const links = dialog.locator('a.statement-link');
        await expect.poll(() => links.allTextContents(), PATIENT).toEqual(['服務條款', '隱私權聲明']);
        expect(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual([
          `${siteOrigin()}/terms`,
          `${siteOrigin()}/privacy`,
        ]);
        const [notice] = await Promise.all([page.context().waitForEvent('page'), links.nth(1).click()]);
        await notice.waitForLoadState('domcontentloaded');
        expect(notice.url()).toBe(`${siteOrigin()}/privacy`);
        const text = (await notice.locator('main').textContent()) ?? '';
        expect(text).toContain(statementMessages.placeholderOperator.registrationNo);
        for (const item of privacyNoticeMessages.items) expect(text).toContain(item.heading);
        // The popup is still open in the first tab, with what was typed.
        expect(page.url()).toBe(`${siteOrigin()}/article`);
        expect(await dialog.locator('input[name="mobile"]').inputValue()).toBe('0912345678');
        expect(await dialog.locator('input[name="accepted"]').isChecked()).toBe(false);
        expect(pageErrors).toEqual([]);
        await page.context().close();
      },
      JOURNEY_TIMEOUT,
    );
  }

  test(
    'the login page links 《服務條款》 and 《隱私權聲明》 beside its consent',
    async () => {
      const { page } = await visit(browser, '/login', { viewport: DESKTOP });
      const hrefs = await page
        .locator('.login-panel__consent a')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hrefs).toEqual(expect.arrayContaining(['/terms', '/privacy']));
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
