/**
 * The shorts screen on the built system (docs/spec/console.md#shorts), in Chromium: an editor
 * uploads a small vertical clip (made here with ffmpeg's lavfi sources), sees it sent and then
 * transcoded with its progress, and — once the video is ready — publishes the short, which then
 * plays on the site: the player's `<video>` has the transcoded MP4 as its source and reaches
 * readyState ≥ 2 (it has decoded a frame). The screen passes axe at 1280 and 390 px.
 */
import { consoleMessages as m, publicationMessages, consoleShortsMessages as s } from '@renovo/core/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { testClip } from '../../packages/api/src/testing/test-clip.ts';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The content editor on the screen (its link and its heading read the same). */
const shortsScreen = () => openConsoleScreen(browser, stack.origin, stack.contentEditor, m.nav.shorts);

describe('shorts screen', () => {
  test('upload a vertical clip, see its progress, publish once ready: the short plays the transcoded MP4 on the site', async () => {
    // Long enough for the transcoding's progress to be read at least once: 120 frames at
    // 1080 × 1920 are about three seconds of transcoding (ffmpeg reports every second), as in the
    // API's test; 200 frames (8 s at 25 a second) cost two more seconds of both cores.
    const clip = Buffer.from(await testClip({ width: 1080, height: 1920, seconds: 12, rate: 10 }));
    const { context, page } = await shortsScreen();
    await page.getByRole('button', { name: s.create }).click();
    const form = page.getByRole('form', { name: s.create });
    await form
      .getByLabel(s.chooseVideo)
      .setInputFiles([{ name: 'bathroom.mp4', mimeType: 'video/mp4', buffer: clip }]);

    // The transcoding's progress bar shows a percentage, then the video is ready.
    const transcoding = form.getByRole('progressbar', { name: /轉檔中 \d+%/ });
    await transcoding.waitFor({ timeout: 60_000 });
    await form.getByText(s.videoReady).waitFor({ timeout: 120_000 });
    await expect.poll(() => transcoding.count()).toBe(0);

    // Publishing is only offered once the video is ready; the poster is shown.
    const title = `浴室防水一分鐘 ${Date.now()}`;
    await form.getByLabel(s.shortTitle).fill(title);
    await form.getByLabel(s.tags).fill('浴室，防水');
    expect(
      await form
        .getByRole('img', { name: s.coverPreview })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await form.getByRole('button', { name: s.saveAndPublish }).click();
    await page.getByText(s.saved).waitFor();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText(publicationMessages.statuses.published).waitFor();

    // On the site: the short's page plays the transcoded file.
    const list = (await (await fetch(`${stack.origin}/v1/shorts/list?sort=newest`)).json()) as {
      data: { items: { id: number; title: string; video_url: string }[] };
    };
    const short = list.data.items.find((item) => item.title === title);
    expect(short?.video_url).toMatch(/\/uploads\/[0-9a-f]{20}\.mp4$/);
    const site = await browser.newPage({ viewport: PHONE });
    await site.goto(`${stack.origin}/shorts?id=${short!.id}`);
    const video = site.locator(`video[data-short-id="${short!.id}"]`);
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(short!.video_url);
    // Muted, as the feed plays it; readyState 2 = HAVE_CURRENT_DATA (a frame decoded).
    await video.evaluate((el) => {
      const v = el as HTMLVideoElement;
      v.muted = true;
      return v.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((el) => (el as HTMLVideoElement).readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await site.close();
    await context.close();
  }, 240_000);

  test('the screen and its form pass axe at 1280 and 390 px, and fit a phone', async () => {
    const { context, page } = await shortsScreen();
    await page.getByRole('heading', { level: 2, name: s.list }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    // On a phone the list is cards: nothing, its 編輯 included, is off the screen's right edge.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: s.create }).click();
    await page.getByRole('form', { name: s.create }).getByLabel(s.chooseVideo).waitFor();
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    await context.close();
  });
});
