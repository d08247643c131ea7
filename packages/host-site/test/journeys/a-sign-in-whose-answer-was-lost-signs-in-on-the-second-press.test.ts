/**
 * A sign-in whose answer was lost signs in on the second press (ADR 059), in Chromium on the
 * built site's /login: the server takes the sign-in (it spends the code) but the answer never
 * reaches the phone; the page says 網路連線不穩，請確認網路後再試一次 (not `Unknown error`), and a
 * second press of 登入 with the same code — the same device — signs the visitor in instead of
 * answering 請輸入正確的驗證碼.
 */
import { failedCallMessages } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, journeyMobile, memberToken, PATIENT, smsCode, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: a sign-in whose answer was lost', () => {
  test(
    'says 網路連線不穩 in zh-TW; the second press of 登入 with the same code signs in',
    async () => {
      const mobile = journeyMobile(1901);
      const { page, pageErrors } = await visit(browser, '/login', { viewport: PHONE });
      await page.locator('input[name="mobile"]').fill(mobile);
      const send = page.locator('.login-panel__send');
      await send.click();
      await expect.poll(() => send.textContent(), PATIENT).toMatch(/^\d+s 重發$/);
      await page.locator('input[name="code"]').fill(await smsCode(mobile));
      await page.locator('.login-panel__consent input[type="checkbox"]').check();
      // The server takes the first sign-in; its answer is lost on the way back to the phone.
      let taken = 0;
      await page.route(
        '**/v1/authorizations',
        async (route) => {
          const answer = await route.fetch();
          taken = answer.status();
          await route.abort('connectionreset');
        },
        { times: 1 },
      );
      const submit = page.locator('.login-panel__submit');
      await submit.click();
      await page.getByText(failedCallMessages.noAnswer).first().waitFor(PATIENT);
      expect(taken).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/login');
      await submit.click();
      await page.waitForURL((url) => url.pathname !== '/login', PATIENT);
      expect(await memberToken(page)).not.toBe('');
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
