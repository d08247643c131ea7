/**
 * Articles from the console to the site on the built system (docs/spec/console.md#articles,
 * #publishing), in Chromium: an editor writes an article in the rich-text editor, uploads a
 * phone photo with GPS tags as its cover from the picker and places it in the body too, and
 * publishes; the site shows the article at once with its cover and body photo as `<picture>`s
 * (AVIF first, width and height set, loaded under the site's own CSP, no EXIF in the bytes), and
 * in the article list; taken off the site, its page answers 410 這篇文章已下架. The screens pass
 * axe at 1280 and 390 px.
 */
import {
  articleEditorMessages as a,
  articleMessages,
  consoleMessages as m,
  mediaLibraryMessages as ml,
  publicationMessages,
} from '@renovo/core/messages';
import exifr from 'exifr';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { taggedPhoto } from '../../packages/api/src/testing/tagged-photo.ts';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen, signedInConsole } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A phone's JPEG: GPS position and camera tags. */
const phonePhoto = async () =>
  Buffer.from(
    await taggedPhoto(sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#a07050' } })),
  );

/** The EXIF and GPS tags left in the bytes at `url` (none expected). */
async function tagsAt(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return (
    (await exifr
      .parse(Buffer.from(await res.arrayBuffer()), { tiff: true, gps: true })
      .catch(() => undefined)) ?? {}
  );
}

/** The `<picture>` of an image: its sources' types, and the image's box and loaded size. */
function pictureOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => ({
    types: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => s.type),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    loaded: img.complete && img.naturalWidth > 0,
    current: img.currentSrc,
  }));
}

describe('articles screen', () => {
  test('write, upload a tagged cover, publish: the site shows it with <picture>s and no EXIF; unpublished it is 410', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.contentEditor,
      a.screenTitle,
    );
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: a.newArticle }).click();
    await page.getByRole('heading', { level: 1, name: a.newArticle }).waitFor();

    const title = `小宅收納的三個原則 ${Date.now()}`;
    await page.getByLabel(a.fieldTitle, { exact: true }).fill(title);
    await page.getByLabel(a.fieldSummary).fill('從減量、分區到垂直收納。');
    const body = page.getByRole('textbox', { name: a.fieldBody });
    await body.click();
    await page.getByRole('button', { name: a.heading2 }).click();
    await page.keyboard.type('先減量');
    await page.keyboard.press('Enter');
    await page.keyboard.type('收納從丟東西開始，留下真正會用的。');
    await page.getByLabel(a.fieldCategory, { exact: true }).selectOption({ label: '裝修預算' });
    await page.getByLabel(a.fieldSubCategory).selectOption({ label: '預算規劃' });

    // The cover: a new photo uploaded from the picker, chosen once its variants are made.
    await page.getByRole('button', { name: a.chooseCover }).click();
    const picker = page.getByRole('dialog', { name: a.chooseCover });
    await picker
      .getByLabel(ml.choose)
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.getByRole('img', { name: a.fieldCover }).waitFor({ timeout: 30_000 });

    // The same photo in the body, from the library.
    await body.click();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: a.insertImage }).click();
    const inserting = page.getByRole('dialog', { name: a.insertImage });
    // It goes in with the alt text asked for; 圖片說明 changes it.
    page.once('dialog', (dialog) => void dialog.accept('整理前的客廳'));
    await inserting
      .getByRole('button', { name: new RegExp(`${a.pickPhoto} #\\d+`) })
      .first()
      .click();
    await expect.poll(() => body.locator('img').count()).toBe(1);
    expect(await body.locator('img').getAttribute('alt')).toBe('整理前的客廳');
    await body.locator('img').click();
    page.once('dialog', (dialog) => void dialog.accept('收納整理前的客廳'));
    await page.getByRole('button', { name: a.imageAlt }).click();
    await expect.poll(() => body.locator('img').getAttribute('alt')).toBe('收納整理前的客廳');
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: a.moveTo.published, exact: true }).click();
    await page.getByText(publicationMessages.statuses.published, { exact: true }).first().waitFor();
    const id = Number(/\/articles\/(\d+)/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);

    // On the site at once, under its own CSP (a fresh visitor's context).
    const site = await browser.newContext({ viewport: DESKTOP });
    const reader = await site.newPage();
    const answer = await reader.goto(`${stack.origin}/article/${id}`);
    expect(answer?.status()).toBe(200);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    await reader.getByRole('heading', { level: 2, name: '先減量' }).waitFor();
    const cover = await pictureOf(reader, 'img.article-detail__cover');
    expect(cover.types).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect([cover.width, cover.height]).toEqual(['1600', '1000']);
    await expect.poll(async () => (await pictureOf(reader, 'img.article-detail__cover')).loaded).toBe(true);
    const inBody = await pictureOf(reader, '.article-body picture img');
    expect(inBody.types).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(await reader.locator('.article-body picture img').getAttribute('alt')).toBe('收納整理前的客廳');
    expect(await tagsAt((await pictureOf(reader, 'img.article-detail__cover')).current)).toEqual({});
    const list = await reader.goto(`${stack.origin}/article?sort=newest`);
    expect(list?.status()).toBe(200);
    await reader.getByRole('heading', { name: title }).waitFor();

    // Taken off the site: the old URL answers 410 with the reason.
    await page.getByRole('button', { name: a.moveTo.unpublished, exact: true }).click();
    await page.getByText(publicationMessages.statuses.unpublished, { exact: true }).first().waitFor();
    const gone = await reader.goto(`${stack.origin}/article/${id}`);
    expect(gone?.status()).toBe(410);
    await reader.getByText(articleMessages.gone).first().waitFor();
    await site.close();
    await context.close();
  }, 120_000);

  test('the article list is empty-state aware and names each status; marketing cannot open it', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.contentEditor,
      a.screenTitle,
    );
    await page.getByLabel(a.fieldStatus).selectOption({ label: publicationMessages.statuses.scheduled });
    await page.getByText(a.emptyFiltered).waitFor();
    await context.close();
    const { context: marketing, page: other } = await signedInConsole(browser, stack.origin, stack.marketing);
    expect(
      await other
        .getByRole('navigation', { name: m.nav.label })
        .getByRole('link', { name: a.screenTitle })
        .count(),
    ).toBe(0);
    await marketing.close();
  });
});
