/**
 * Site blocks from the console to the site on the built system (docs/spec/console.md#site-blocks),
 * in Chromium: a marketing user opens 網站區塊, adds a home banner whose photo is uploaded in the
 * media picker, and a search keyword, and saves each section; the site's home page then shows
 * that banner as a `<picture>` (AVIF first, width and height set) linking where it was told, and
 * the search box offers the keyword. A bad link is refused with its zh-TW reason in role=alert;
 * the picker says the banner's shape and refuses a video with its own words. A notice saved on
 * the screen (a missing day refused first) is what the Help's notice page shows, in paragraphs.
 * The screen passes axe at 1280 and 390 px; an editor has no 網站區塊 link.
 */
import {
  helpMessages,
  consoleMessages as m,
  mediaLibraryMessages as ml,
  siteBlocksMessages as s,
  siteMessages,
} from '@renovo/core/messages';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('site blocks screen', () => {
  test('marketing adds a banner with an uploaded photo and a keyword; the home page shows the <picture> and the keyword', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.marketing,
      m.nav.siteBlocks,
    );
    await page.getByRole('heading', { level: 2, name: s.sections.banners }).waitFor();
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await page.setViewportSize(DESKTOP);

    const banners = page.getByRole('region', { name: s.sections.banners });
    await banners.getByRole('button', { name: s.addBanner }).click();
    await banners.getByRole('button', { name: s.choosePhoto }).click();
    const picker = page.getByRole('dialog', { name: s.fieldPhoto });
    // The picker says the banner's shape, and refuses a video with its own words (the library's
    // answer names videos, which a banner cannot show) before sending it.
    await picker.getByText(s.bannerShape).waitFor();
    await picker
      .getByLabel(ml.choose)
      .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not sent') });
    await expect.poll(() => picker.getByRole('alert').textContent()).toBe(ml.photosOnly);
    const photo = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#5070a0' } })
      .jpeg()
      .toBuffer();
    await picker
      .getByLabel(ml.choose)
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: photo });
    await banners.getByRole('button', { name: s.changePhoto }).waitFor({ timeout: 30_000 });
    const alt = `春季裝修特輯 ${Date.now()}`;
    await banners.getByLabel(s.fieldAlt).fill(alt);

    // A bad link first: the server's reason, and nothing saved.
    await banners.getByLabel(s.fieldLink).fill('javascript:alert(1)');
    await banners.getByRole('button', { name: s.save }).click();
    await expect.poll(() => banners.getByRole('alert').textContent()).toBe(s.bannerLink);
    await banners.getByLabel(s.fieldLink).fill('/works');
    await banners.getByRole('button', { name: s.save }).click();
    await banners.getByRole('status').getByText(s.saved.replace('{version}', '1')).waitFor();

    const keywords = page.getByRole('region', { name: s.sections.search_keywords });
    await keywords.getByRole('button', { name: s.addKeyword }).click();
    const keyword = `北歐${Date.now() % 10_000}`;
    await keywords.getByRole('textbox', { name: s.fieldKeyword, exact: true }).fill(keyword);
    await keywords.getByRole('button', { name: s.save }).click();
    await keywords.getByRole('status').getByText(s.saved.replace('{version}', '1')).waitFor();

    // The Help's notice: a day missing is refused with its reason; then saved in two paragraphs.
    const notice = page.getByRole('region', { name: s.sections.notice });
    const noticeTitle = `春節服務時間 ${Date.now() % 10_000}`;
    await notice.getByLabel(s.fieldNoticeTitle).fill(noticeTitle);
    await notice.getByLabel(s.fieldNoticeBody).fill('除夕至初三暫停電話客服。\n\n線上報價照常受理。');
    await notice.getByRole('button', { name: s.save }).click();
    await expect.poll(() => notice.getByRole('alert').textContent()).toBe(s.noticeDate);
    await notice.getByLabel(s.fieldNoticeDate).fill('2027-01-20');
    await notice.getByRole('button', { name: s.save }).click();
    await notice.getByRole('status').getByText(s.saved.replace('{version}', '1')).waitFor();
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);

    // On the site at once, for a fresh visitor.
    const site = await browser.newContext({ viewport: DESKTOP });
    const visitor = await site.newPage();
    expect((await visitor.goto(`${stack.origin}/`))?.status()).toBe(200);
    const image = visitor.getByRole('link', { name: alt }).first().locator('img');
    await image.waitFor();
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      inPicture: img.parentElement?.tagName,
      types: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.type),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      href: img.closest('a')?.getAttribute('href'),
    }));
    expect(shown).toEqual({
      inPicture: 'PICTURE',
      types: ['image/avif', 'image/webp', 'image/jpeg'],
      width: '1600',
      height: '700',
      href: '/works',
    });
    await visitor
      .getByRole('link', { name: `${siteMessages.search}：${keyword}` })
      .first()
      .waitFor();
    await visitor.goto(`${stack.origin}/v2/notice/250`);
    await visitor.getByRole('heading', { level: 1, name: noticeTitle }).waitFor();
    expect(await visitor.locator('.help-notice > p').allTextContents()).toEqual([
      helpMessages.noticeKicker,
      '2027/01/20',
      '除夕至初三暫停電話客服。',
      '線上報價照常受理。',
    ]);
    await site.close();
    await context.close();
  }, 120_000);

  test('an editor has no 網站區塊 link', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.contentEditor,
      m.nav.media,
    );
    expect(
      await page
        .getByRole('navigation', { name: m.nav.label })
        .getByRole('link', { name: m.nav.siteBlocks })
        .count(),
    ).toBe(0);
    await context.close();
  });

  test("marketing (who upload the banners' photos) has a 媒體庫 link and opens the library", async () => {
    const { context, page } = await openConsoleScreen(browser, stack.origin, stack.marketing, m.nav.media);
    expect(await page.getByRole('heading', { level: 1, name: m.nav.media }).count()).toBe(1);
    await context.close();
  });
});
