/**
 * Spec rule (docs/spec/popups-and-header.md#roles): "If the user info says a mobile binding is forced, the
 * user is
 * logged out automatically" — on every page load, not only when the login sheet or /login opens.
 * In Chromium on the built site: a signed-in member browses /works signed in; once the member is
 * flagged `force_bind_mobile`, the next page load shows a visitor, the HttpOnly token cookie is
 * gone and the token is revoked on the server.
 */

import { users } from '@renovo/api/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { DESKTOP, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { ownSiteStack } from '../harness/own-stack.ts';
import { hydrated, JOURNEY_TIMEOUT, journeyMobile } from './browser.ts';

const own = ownSiteStack();

/** Logs `mobile` in through the API (code from the development outbox); its token. */
async function signUp(mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${own.stack.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/v1/codes', { medium: 'sms', type: 'login', username: mobile })).status).toBe(200);
  const code = (
    (await (await fetch(`${own.stack.origin}/v1/codes?username=${mobile}`)).json()) as {
      data: { code: string };
    }
  ).data.code;
  const login = await post('/v1/authorizations', {
    username: mobile,
    code,
    login_type: 'sms_code',
    accepted: 1,
  });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

describe('journey: is_force_bind_mobile', () => {
  test(
    'a flagged member is logged out on the next page load (any page), the cookie cleared and the token revoked',
    async () => {
      const mobile = journeyMobile(81);
      const token = await signUp(mobile);
      const { page } = await openPage(own.browser, 'about:blank', { viewport: DESKTOP });
      await page
        .context()
        .addCookies([
          { name: 'token', value: token, url: own.stack.origin, httpOnly: true, sameSite: 'Lax' },
        ]);
      const signedIn = () => page.locator('.drawer-viewer').count();

      await page.goto(`${own.stack.origin}/works`);
      await hydrated(page);
      expect(await signedIn()).toBe(1);

      await own.db.update(users).set({ forceBindMobile: true }).where(eq(users.mobile, mobile));
      await page.goto(`${own.stack.origin}/works`);
      await hydrated(page);
      expect(await signedIn()).toBe(0);
      const cookies = await page.context().cookies(own.stack.origin);
      expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
      const info = await fetch(`${own.stack.origin}/v1/user/info`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(info.status).toBe(401);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
