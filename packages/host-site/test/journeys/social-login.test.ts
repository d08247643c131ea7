/**
 * Social login in Chromium on the built site (ADR 030), against a REAL OpenID Provider
 * on loopback (`oidc-provider`, packages/api/src/testing/oidc-provider.ts), not a mock: /login
 * shows the configured provider's button (LINE) and none of the others; the button, pressed by
 * keyboard, goes through the provider's own login and consent pages and comes back signed in; a
 * member without a mobile is asked for one (/login/bind, docs/spec/session.md#states) and, once bound, goes
 * on to the
 * page the sign-in started from; a second sign-in with the same provider account is the same
 * member. A refused sign-in is worded in zh-TW on /login. The suite's own stack (no provider
 * configured) shows no social buttons.
 */

import { startOidcProvider, type TestOidcProvider } from '@renovo/api/testing';
import { consentMessages, loginMessages, socialMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';
import { hydrated, JOURNEY_TIMEOUT, journeyMobile, PATIENT, visit } from './browser.ts';

let browser: Browser;
let op: TestOidcProvider;
let stack: SiteStack;

const LINE_BUTTON = '使用 LINE 登入';

beforeAll(async () => {
  // The provider listens first (the site needs its issuer), then learns the site's redirect URI.
  op = await startOidcProvider();
  stack = await startSiteStack({
    env: {
      SOCIAL_LINE_CLIENT_ID: 'renovo-line',
      SOCIAL_LINE_CLIENT_SECRET: 'line-channel-secret',
      SOCIAL_LINE_ISSUER: op.issuer,
    },
  });
  op.configure([
    {
      client_id: 'renovo-line',
      client_secret: 'line-channel-secret',
      redirect_uris: [`${stack.origin}/v1/socials/line/callback`],
    },
  ]);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await op?.close();
});

/** The member the browser's HttpOnly token cookie belongs to (GET /v1/user/info with it). */
async function member(page: Page): Promise<{ id: number; mobile: string | null; name: string }> {
  const answer = await page.request.get(`${stack.origin}/v1/user/info`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { id: number; mobile: string | null; name: string } }).data;
}

/** On the provider's pages: logs in as `login` and consents. */
async function atProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === op.issuer, PATIENT);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.origin === stack.origin, PATIENT);
}

/** Opens /login?redirect=… of the social stack and presses the LINE button by keyboard. */
async function signInWithLine(login: string, redirect: string): Promise<Page> {
  const { page } = await openPage(browser, `${stack.origin}/login?redirect=${encodeURIComponent(redirect)}`, {
    viewport: DESKTOP,
    reducedMotion: 'reduce',
  });
  await hydrated(page);
  const button = page.getByRole('link', { name: LINE_BUTTON, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await atProvider(page, login);
  return page;
}

describe('journey: social login', () => {
  test(
    'no provider configured (the suite stack): /login shows no social buttons',
    async () => {
      const { page } = await visit(browser, '/login', { viewport: DESKTOP });
      await expect
        .poll(() => page.getByRole('button', { name: loginMessages.submit.default }).count(), PATIENT)
        .toBe(1);
      expect(await page.getByText(socialMessages.heading).count()).toBe(0);
      expect(await page.getByRole('link', { name: LINE_BUTTON }).count()).toBe(0);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'LINE configured: its button only; through the provider’s login and consent, back signed in, asked for a mobile, then on to the page; the second sign-in is the same member',
    async () => {
      const { page: login } = await openPage(browser, `${stack.origin}/login`, { viewport: DESKTOP });
      await hydrated(login);
      await expect
        .poll(() => login.getByRole('link', { name: LINE_BUTTON, exact: true }).count(), PATIENT)
        .toBe(1);
      for (const name of ['Google', 'Facebook', 'Apple']) {
        expect(await login.getByRole('link', { name: `使用 ${name} 登入` }).count(), name).toBe(0);
      }
      // The group is named by its heading; the button is a real link (keyboard, no script needed).
      expect(await login.getByRole('region', { name: socialMessages.heading }).count()).toBe(1);
      await login.context().close();

      const page = await signInWithLine('mei', '/works');
      // Signed in without a mobile: the bind form (status bind), to come back to /works after.
      await page.waitForURL((url) => url.pathname === '/login/bind', PATIENT);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/works');
      const first = await member(page);
      expect(first).toMatchObject({ mobile: null, name: '測試 mei' });
      await hydrated(page);
      await expect
        .poll(
          () => page.getByRole('button', { name: loginMessages.submit.bind, exact: true }).count(),
          PATIENT,
        )
        .toBe(1);

      // Binding a mobile with its SMS code (read from the development outbox) goes on to /works.
      const mobile = journeyMobile(71);
      await page.getByLabel(loginMessages.mobileLabel, { exact: true }).fill(mobile);
      await page.getByRole('button', { name: loginMessages.sendCodeIdle }).click();
      let code = '';
      await expect
        .poll(async () => {
          const answer = await fetch(`${stack.origin}/v1/codes?username=${mobile}`);
          code = answer.ok ? ((await answer.json()) as { data: { code: string } }).data.code : '';
          return code;
        }, PATIENT)
        .toMatch(/^\d{6}$/);
      await page.getByLabel(loginMessages.codeLabel, { exact: true }).fill(code);
      await page.getByRole('checkbox', { name: consentMessages.consentTitle }).check();
      await page.getByRole('button', { name: loginMessages.submit.bind, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/works', PATIENT);
      expect((await member(page)).mobile).not.toBeNull();
      await page.context().close();

      // A second sign-in with the same LINE account, in a fresh browser: the same member, and
      // with a mobile now, straight back to the page it started from.
      const again = await signInWithLine('mei', '/article');
      await again.waitForURL((url) => url.pathname === '/article', PATIENT);
      expect((await member(again)).id).toBe(first.id);
      await again.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'a refused sign-in comes back to /login worded in zh-TW (role alert)',
    async () => {
      const { page } = await openPage(browser, `${stack.origin}/login?social_error=failed&provider=line`, {
        viewport: DESKTOP,
      });
      await hydrated(page);
      await expect
        .poll(
          () => page.getByRole('alert').filter({ hasText: 'LINE 登入驗證失敗，請重新登入' }).count(),
          PATIENT,
        )
        .toBe(1);
      // A callback opened in a browser that never started the sign-in (login CSRF): the same.
      const response = await page.goto(`${stack.origin}/v1/socials/line/callback?code=x&state=y`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).searchParams.get('social_error')).toBe('state');
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: socialMessages.errors.state }).count(), PATIENT)
        .toBe(1);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
