/**
 * Spec rule (docs/spec/session.md#validation "Generic field rules"): validation triggers on blur by default.
 * On /login, leaving 行動電話 empty, or typing a short code, and moving on shows the field's
 * message under it (announced, linked by aria-describedby); a changed value drops it.
 */
import { loginMessages } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: /login field messages', () => {
  test(
    'Generic field rules, trigger blur: an empty 行動電話 and a short code show their message when left',
    async () => {
      const { page, pageErrors } = await visit(browser, '/login', { viewport: DESKTOP });
      const mobile = page.getByLabel(loginMessages.mobileLabel, { exact: true });
      const code = page.getByLabel(loginMessages.codeLabel, { exact: true });
      const messageOf = async (input: typeof mobile) => {
        const id = await input.getAttribute('aria-describedby');
        return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
      };

      // Nothing is said before the visitor has left a field.
      await mobile.click();
      expect(await messageOf(mobile)).toBe('');
      await code.click();
      await expect.poll(() => messageOf(mobile), PATIENT).toBe(loginMessages.mobileRequired);
      expect(await mobile.getAttribute('aria-invalid')).toBe('true');

      await code.fill('12');
      await mobile.click();
      await expect.poll(() => messageOf(code), PATIENT).toBe(loginMessages.codeInvalid);

      // Typing a valid number drops its message; leaving it keeps none.
      await mobile.fill('0912345678');
      await code.click();
      await expect.poll(() => messageOf(mobile), PATIENT).toBe('');
      expect(await mobile.getAttribute('aria-invalid')).toBeNull();
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
