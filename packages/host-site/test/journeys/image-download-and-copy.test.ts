/**
 * The image viewer's download and copy (docs/spec/session.md#states, docs/spec/platform.md#calls,
 * docs/spec/platform.md#errors): both need a login or a clue
 * authorisation like collect and share. A visitor who closes the login sheet gets nothing; after
 * a login the download toasts 圖片下載中... and the browser saves the file POST /api/images/save
 * named; a member without a clue authorises first and copy then toasts 圖片已複製 with a PNG on
 * the clipboard; a download right after an authorisation toasts 授權成功，圖片下載中…. The buttons
 * are named for screen readers and work from the keyboard.
 */
import { gatedMessages, imageViewerMessages, loginMessages } from '@renovo/core';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { firstArticleId } from '../harness/site.ts';
import {
  asMember,
  hydrated,
  JOURNEY_TIMEOUT,
  journeyMobile,
  logInThroughSheet,
  memberFromApi,
  openDialogs,
  PATIENT,
  signIn,
  siteUrl,
  toast,
  visit,
  widgetDialog,
} from './browser.ts';

const SHEET = 'renovo-login-sheet';

let browser: Browser;
let articleId: number;

beforeAll(async () => {
  browser = await launchChromium();
  articleId = await firstArticleId();
});
afterAll(() => browser?.close());

/** The open image viewer and its two actions. */
function viewerOf(page: Page): { viewer: Locator; download: Locator; copy: Locator } {
  const viewer = page.locator('dialog.image-viewer[open]');
  return {
    viewer,
    download: viewer.getByRole('button', { name: imageViewerMessages.download, exact: true }),
    copy: viewer.getByRole('button', { name: imageViewerMessages.copy, exact: true }),
  };
}

/** The MIME types on the clipboard (the context was granted clipboard-read). */
function clipboardTypes(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => [...item.types]));
}

/** Resolves with the next download of the page. */
function nextDownload(page: Page): Promise<Download> {
  return page.waitForEvent('download', PATIENT);
}

describe('image viewer: download and copy are gated like collect and share', () => {
  test(
    'a visitor logs in first: 圖片下載中... and the file; then authorises and copies: 圖片已複製',
    async () => {
      const mobile = journeyMobile(170);
      const { page, pageErrors } = await visit(browser, '/works', {
        viewport: DESKTOP,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const href = await page
        .locator('main a[href^="/works/"]')
        .filter({ hasText: /\S/ })
        .first()
        .getAttribute('href');
      expect(href).toMatch(/^\/works\/\d+$/);
      await page.goto(siteUrl(href ?? ''));
      await hydrated(page);

      await page.locator('a.work-gallery__photo').first().click();
      const { viewer, download, copy } = viewerOf(page);
      await viewer.waitFor({ state: 'visible', ...PATIENT });

      // A visitor is sent through the login sheet; closing it downloads nothing and says nothing.
      let downloads = 0;
      page.on('download', () => {
        downloads += 1;
      });
      await download.click();
      await widgetDialog(page, SHEET, loginMessages.titles.default);
      await page.keyboard.press('Escape');
      await expect.poll(() => openDialogs(page, SHEET), PATIENT).toBe(0);
      expect((await toast(page)).text).toBe('');
      expect(downloads).toBe(0);
      expect(await viewer.isVisible()).toBe(true);

      // From the keyboard: focus the button, Enter; log in; the toast and the server's file.
      await download.focus();
      await page.keyboard.press('Enter');
      const sheet = await widgetDialog(page, SHEET, loginMessages.titles.default);
      const saved = nextDownload(page);
      await logInThroughSheet(sheet, mobile);
      await expect.poll(async () => (await toast(page)).text, PATIENT).toBe(gatedMessages.downloading);
      const file = await saved;
      expect(file.suggestedFilename()).toMatch(/^renovo-.+\.\w+$/);
      expect(await file.failure()).toBeNull();

      // The member has no clue on file: copy asks for the authorisation, then copies a PNG.
      await copy.click();
      const clueSheet = await widgetDialog(page, SHEET, loginMessages.titles.clue);
      await clueSheet.locator('input[name="accepted"]').check();
      await clueSheet.getByRole('button', { name: loginMessages.submit.clue }).click();
      await expect.poll(async () => (await toast(page)).text, PATIENT).toBe(gatedMessages.copied);
      expect(await clipboardTypes(page)).toContain('image/png');
      expect(await openDialogs(page, SHEET)).toBe(0);

      // With the clue on file the next download needs no popup.
      const again = nextDownload(page);
      await download.click();
      expect((await again).suggestedFilename()).toMatch(/^renovo-/);
      expect(await openDialogs(page, SHEET)).toBe(0);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'a member without a clue downloads an article photo: the authorisation, then 授權成功，圖片下載中…',
    async () => {
      const token = await memberFromApi(journeyMobile(171));
      const { page, pageErrors } = await openPage(browser, 'about:blank', {
        viewport: DESKTOP,
        reducedMotion: 'reduce',
      });
      await signIn(page, token);
      // hide_popup: the article's own quote popover stays out of the way.
      await page.goto(siteUrl(`/article/${articleId}?hide_popup=1`));
      await hydrated(page);

      await page.locator('button.article-body__photos').click();
      const { viewer, download } = viewerOf(page);
      await viewer.waitFor({ state: 'visible', ...PATIENT });
      await download.click();
      const sheet = await widgetDialog(page, SHEET, loginMessages.titles.clue);
      await sheet.locator('input[name="accepted"]').check();
      const saved = nextDownload(page);
      await sheet.getByRole('button', { name: loginMessages.submit.clue }).click();
      await expect
        .poll(async () => (await toast(page)).text, PATIENT)
        .toBe(gatedMessages.authorisedThenDownload);
      expect((await saved).suggestedFilename()).toMatch(/^renovo-/);

      // The authorisation stored the clue: the next action needs no popup.
      const clue = await asMember<{ data: { exists_clue: boolean } }>(token, '/hyperf/clues/user/clue/info');
      expect(clue.data.exists_clue).toBe(true);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
