/**
 * Rule (docs/spec/session.md "keypad, at most 10 characters"; ADR 052): on the site's /login and
 * /privacy/my-data, a number pasted with spaces, dashes, full-width digits or +886 goes in as its
 * ten digits under the field's maxlength of 10, and React's state follows (no message when left).
 */
import { loginMessages, myDataMessages } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: a formatted mobile on the site', () => {
  test.each([
    ['/login', loginMessages.mobileLabel],
    ['/privacy/my-data', myDataMessages.mobileLabel],
  ])(
    '%s takes a pasted 0912-000-150, +886 912 000 150 or full-width number as its ten digits',
    async (path, label) => {
      const { page, pageErrors } = await visit(browser, path, { viewport: DESKTOP });
      const mobile = page.getByLabel(label, { exact: true });
      expect(await mobile.evaluate((el: HTMLInputElement) => el.maxLength)).toBe(10);
      for (const typed of ['0912-000-150', '+886 912 000 150', '０９１２ ０００ １５０']) {
        await mobile.fill('');
        await mobile.focus();
        await page.keyboard.insertText(typed);
        expect(await mobile.inputValue(), typed).toBe('0912000150');
      }
      // React's state holds it: leaving the field says nothing is wrong.
      await mobile.blur();
      expect(await mobile.getAttribute('aria-invalid')).toBeNull();
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
