/**
 * The article's collect (收藏) goes through the session's login/clue flow like the works page
 * (docs/spec/session.md#states: collect needs login or clue authorisation): a member the server knows but
 * without a
 * clue on file is asked to authorise the phone first (授權手機號碼, the masked mobile prefilled),
 * then the article is collected with 授權成功，已加入收藏 and the clue is on file.
 */
import { favouriteMessages, loginMessages } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import {
  asMember,
  hydrated,
  JOURNEY_TIMEOUT,
  journeyMobile,
  memberFromApi,
  openDialogs,
  PATIENT,
  signIn,
  siteUrl,
  toast,
  widgetDialog,
} from './browser.ts';

interface Collects {
  data: { items: { source_type: string; source_id: number }[] };
}

let browser: Browser;
let articleId: number;

beforeAll(async () => {
  browser = await launchChromium();
  const list = await api<{ data: { items: { id: number }[] } }>('/v1/article/list?per_page=2');
  articleId = list.data.items[1]!.id;
});
afterAll(() => browser?.close());

describe('article collect: the login/clue flow of the session', () => {
  test(
    'a member without a clue authorises first, then 授權成功，已加入收藏 and the article is collected',
    async () => {
      const mobile = journeyMobile(30);
      const token = await memberFromApi(mobile);
      const clueOf = () =>
        asMember<{ data: { exists_clue: boolean } }>(token, '/hyperf/clues/user/clue/info');
      expect((await clueOf()).data.exists_clue).toBe(false);

      const { page, pageErrors } = await openPage(browser, 'about:blank', {
        viewport: DESKTOP,
        reducedMotion: 'reduce',
      });
      await signIn(page, token);
      // hide_popup: the article's own quote popover stays out of the way of this check.
      await page.goto(siteUrl(`/article/${articleId}?hide_popup=1`));
      await hydrated(page);

      const collect = page.locator('.article-actions button').first();
      expect(await collect.getAttribute('aria-pressed')).toBe('false');
      await collect.click();

      // Status clue: the authorisation sheet, the masked mobile prefilled, no code field.
      const sheet = await widgetDialog(page, 'renovo-login-sheet', loginMessages.titles.clue);
      expect(await sheet.locator('input[name="mobile"]').inputValue()).toContain('*');
      expect(await sheet.locator('input[name="code"]').isVisible()).toBe(false);
      expect(await collect.getAttribute('aria-pressed')).toBe('false');
      await sheet.locator('input[name="accepted"]').check();
      await sheet.getByRole('button', { name: loginMessages.submit.clue }).click();

      await expect
        .poll(async () => (await toast(page)).text, PATIENT)
        .toBe(favouriteMessages.authorisedThenAdded);
      expect(await openDialogs(page, 'renovo-login-sheet')).toBe(0);
      await expect.poll(() => collect.getAttribute('aria-pressed'), PATIENT).toBe('true');

      const collects = await asMember<Collects>(token, '/v1/collects?source_type=article');
      expect(collects.data.items).toContainEqual(
        expect.objectContaining({ source_type: 'article', source_id: articleId }),
      );
      expect((await clueOf()).data.exists_clue).toBe(true);

      // With the clue on file the next toggle needs no popup: un-collect at once.
      await collect.click();
      await expect.poll(async () => (await toast(page)).text, PATIENT).toBe(favouriteMessages.removed);
      expect(await openDialogs(page, 'renovo-login-sheet')).toBe(0);
      expect(await collect.getAttribute('aria-pressed')).toBe('false');
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
