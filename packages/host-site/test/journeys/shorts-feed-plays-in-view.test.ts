/**
 * The short-video feed plays real video (ADR 037), at 390 × 844 in Chromium on the
 * built site: the first short plays muted on its own (not paused, its time advancing, an H.264
 * MP4); scrolling to the next pauses the first and plays the second; the play/pause button
 * toggles the video and its aria-pressed; POST /hyperf/short_videos/{id}/play_video is sent once
 * per play per view (a resume is not a new play); with prefers-reduced-motion nothing plays until
 * the button is pressed. Every step waits for the visible state (expect.poll), never a sleep.
 */
import { format, shortsMessages } from '@renovo/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The feed page, with every play_video POST recorded from before the first byte. */
async function openFeed(reducedMotion: 'reduce' | 'no-preference'): Promise<{ page: Page; plays: number[] }> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion });
  const page = await context.newPage();
  const plays: number[] = [];
  page.on('request', (request) => {
    const match = /\/hyperf\/short_videos\/(\d+)\/play_video$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST') plays.push(Number(match[1]));
  });
  await page.goto(siteUrl('/shorts'));
  await hydrated(page);
  return { page, plays };
}

/** What a slide's video is doing. */
function videoState(video: Locator) {
  return video.evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    muted: v.muted,
    time: v.currentTime,
    src: v.currentSrc,
    width: v.videoWidth,
  }));
}

async function idOf(slide: Locator): Promise<number> {
  return Number(await slide.locator('video').getAttribute('data-short-id'));
}

describe('the shorts feed', () => {
  test(
    'the short in view plays muted; the next one takes over when scrolled to; the button toggles; one play_video per play per view',
    async () => {
      const { page, plays } = await openFeed('no-preference');
      const slides = page.locator('.short-slide');
      const first = slides.nth(0);
      const second = slides.nth(1);
      const firstId = await idOf(first);
      const secondId = await idOf(second);
      const title = (await first.getByRole('heading', { level: 1 }).textContent()) ?? '';

      // The first plays on its own, muted, and its time advances: the MP4 decodes.
      await expect.poll(async () => (await videoState(first.locator('video'))).paused, PATIENT).toBe(false);
      const playing = await videoState(first.locator('video'));
      expect(playing.muted).toBe(true);
      expect(playing.src).toMatch(/\/media\/videos\/\d+-\d+-\d+\.mp4$/);
      await expect
        .poll(async () => (await videoState(first.locator('video'))).time, PATIENT)
        .toBeGreaterThan(playing.time + 0.3);
      expect((await videoState(first.locator('video'))).width).toBe(360);
      await expect.poll(() => plays, PATIENT).toEqual([firstId]);

      // The button pauses it and plays it again; aria-pressed and the name follow.
      const pause = first.getByRole('button', { name: format(shortsMessages.pause, { title }) });
      await expect.poll(() => pause.getAttribute('aria-pressed'), PATIENT).toBe('true');
      await pause.click();
      await expect.poll(async () => (await videoState(first.locator('video'))).paused, PATIENT).toBe(true);
      const play = first.getByRole('button', { name: format(shortsMessages.play, { title }) });
      await expect.poll(() => play.getAttribute('aria-pressed'), PATIENT).toBe('false');
      // By keyboard: focused, Enter.
      await play.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await videoState(first.locator('video'))).paused, PATIENT).toBe(false);
      await expect.poll(() => pause.getAttribute('aria-pressed'), PATIENT).toBe('true');

      // The progress bar moves with the video.
      await expect
        .poll(async () => Number(await first.getByRole('progressbar').getAttribute('aria-valuenow')), PATIENT)
        .toBeGreaterThan(0);

      // Scrolled to the next: the first pauses, the second plays (and is counted once).
      await page.locator('.short-feed').evaluate((feed) => feed.scrollBy(0, feed.clientHeight));
      await expect.poll(async () => (await videoState(second.locator('video'))).paused, PATIENT).toBe(false);
      await expect.poll(async () => (await videoState(first.locator('video'))).paused, PATIENT).toBe(true);
      const next = await videoState(second.locator('video'));
      await expect
        .poll(async () => (await videoState(second.locator('video'))).time, PATIENT)
        .toBeGreaterThan(next.time + 0.3);
      await expect.poll(() => plays, PATIENT).toEqual([firstId, secondId]);

      // Back to the first: a new view, so its next play counts again.
      await page.locator('.short-feed').evaluate((feed) => feed.scrollTo(0, 0));
      await expect.poll(async () => (await videoState(first.locator('video'))).paused, PATIENT).toBe(false);
      await expect.poll(async () => (await videoState(second.locator('video'))).paused, PATIENT).toBe(true);
      await expect.poll(() => plays, PATIENT).toEqual([firstId, secondId, firstId]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'with prefers-reduced-motion nothing plays on its own; the button plays it and counts it',
    async () => {
      const { page, plays } = await openFeed('reduce');
      const first = page.locator('.short-slide').nth(0);
      // The feed has taken the first short as in view…
      await page
        .locator('.short-slide[data-in-view]')
        .first()
        .waitFor({ state: 'attached', ...PATIENT });
      expect(await first.getAttribute('data-in-view')).not.toBeNull();
      // …and left it paused, uncounted.
      expect((await videoState(first.locator('video'))).paused).toBe(true);
      expect(plays).toEqual([]);
      const button = first.locator('.short-slide__toggle');
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await expect.poll(async () => (await videoState(first.locator('video'))).paused, PATIENT).toBe(false);
      await expect.poll(() => button.getAttribute('aria-pressed'), PATIENT).toBe('true');
      await expect.poll(() => plays, PATIENT).toEqual([await idOf(first)]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
