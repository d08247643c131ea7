/**
 * Rule, in Chromium on the built site: a design company's drawer shows its name only — no avatar,
 * no normal-member label — and no 我的收藏 link (a design company cannot collect); an ordinary
 * member's drawer keeps the avatar, the label and the link.
 */

import { users } from '@renovo/api/schema';
import { drawerMessages, favouriteMessages, siteMessages } from '@renovo/core';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { ownSiteStack } from '../harness/own-stack.ts';
import { hydrated, JOURNEY_TIMEOUT, journeyMobile, PATIENT } from './browser.ts';

const own = ownSiteStack();
const AVATAR = '/favicon.svg';

/** Signs `mobile` up through the API (code from the development outbox); its token. */
async function signUp(mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${own.stack.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/v1/codes', { medium: 'sms', type: 'login', username: mobile })).status).toBe(200);
  const { data } = (await (await fetch(`${own.stack.origin}/v1/codes?username=${mobile}`)).json()) as {
    data: { code: string };
  };
  const login = await post('/v1/authorizations', {
    username: mobile,
    code: data.code,
    login_type: 'sms_code',
    accepted: 1,
  });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** A signed-in page of /works with the drawer open; its drawer. */
async function drawerOf(token: string): Promise<{ page: Page; drawer: ReturnType<Page['locator']> }> {
  const { page } = await openPage(own.browser, 'about:blank', { viewport: PHONE, reducedMotion: 'reduce' });
  await page
    .context()
    .addCookies([{ name: 'token', value: token, url: own.stack.origin, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(`${own.stack.origin}/works`);
  await hydrated(page);
  await page.locator('header').getByRole('button', { name: siteMessages.openMenu }).click();
  const drawer = page.locator('dialog.drawer');
  await drawer.waitFor({ state: 'visible', timeout: PATIENT.timeout });
  return { page, drawer };
}

describe('the drawer of a design account', () => {
  test(
    'a design company sees its name only and no 我的收藏; a member sees avatar, label and the link',
    async () => {
      const designMobile = journeyMobile(91);
      const memberMobile = journeyMobile(92);
      const designToken = await signUp(designMobile);
      const memberToken = await signUp(memberMobile);
      await own.db
        .update(users)
        .set({ role: 'design', name: '好宅設計', avatar: AVATAR })
        .where(eq(users.mobile, designMobile));
      await own.db
        .update(users)
        .set({ name: '王小明', avatar: AVATAR })
        .where(eq(users.mobile, memberMobile));

      const design = await drawerOf(designToken);
      const viewer = design.drawer.locator('.drawer-viewer');
      expect((await viewer.textContent())?.trim()).toBe('好宅設計');
      expect(await viewer.locator('img, .drawer-viewer__avatar').count()).toBe(0);
      expect(await design.drawer.getByText(drawerMessages.normalMember).count()).toBe(0);
      expect(await design.drawer.getByRole('navigation', { name: drawerMessages.memberNav }).count()).toBe(0);
      expect(await design.drawer.getByRole('link', { name: favouriteMessages.myFavourites }).count()).toBe(0);
      // Still signed in: logout is there.
      expect(await design.drawer.getByRole('button', { name: drawerMessages.logout }).count()).toBe(1);
      await design.page.context().close();

      const member = await drawerOf(memberToken);
      const memberViewer = member.drawer.locator('.drawer-viewer');
      expect(await memberViewer.locator('img.drawer-viewer__avatar').getAttribute('src')).toBe(AVATAR);
      expect(await memberViewer.textContent()).toContain(`${drawerMessages.normalMember}王小明`);
      expect(await member.drawer.getByRole('link', { name: favouriteMessages.myFavourites }).count()).toBe(1);
      await member.page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
