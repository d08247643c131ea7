/**
 * The media library screen on the built system (docs/spec/console.md#media-library), in
 * Chromium: an editor chooses several photos at once; each shows its upload, then its thumbnail
 * once the job engine has made its variants (served without a single EXIF or GPS tag), while a
 * file that is not a photo is refused with its zh-TW reason; the library lists them; the screen
 * passes axe at 1280 and 390 px with no sideways scroll.
 */
import { consoleMessages as m, mediaLibraryMessages as ml } from '@renovo/core/messages';
import exifr from 'exifr';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { taggedPhoto } from '../../packages/api/src/testing/tagged-photo.ts';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A JPEG a phone might send: GPS position and camera tags. */
const phonePhoto = async (colour: string) =>
  Buffer.from(
    await taggedPhoto(sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })),
  );

/** The content editor on the screen (its link and its heading read the same). */
const mediaScreen = () => openConsoleScreen(browser, stack.origin, stack.contentEditor, m.nav.media);

describe('media library screen', () => {
  test('several photos at once: each uploads, then shows its thumbnail, with no EXIF left; a non-photo is refused in zh-TW', async () => {
    const { context, page } = await mediaScreen();
    await page.getByLabel(ml.choose).setInputFiles([
      { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#c08040') },
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#4080c0') },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
    ]);
    const uploads = page.getByRole('region', { name: ml.uploads });
    await uploads.getByText(ml.notAPhoto).waitFor({ timeout: 30_000 });
    const thumbs = uploads.getByRole('img');
    await expect.poll(() => thumbs.count(), { timeout: 30_000 }).toBe(2);
    expect(await uploads.getByRole('img', { name: 'living-room.jpg' }).count()).toBe(1);
    for (const src of await thumbs.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
      const res = await fetch(src);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const tags = await exifr
        .parse(Buffer.from(await res.arrayBuffer()), { tiff: true, gps: true })
        .catch(() => undefined);
      expect(tags ?? {}).toEqual({});
    }
    // Loaded for real in the page (not a broken image).
    expect(
      await thumbs.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    // Already in 所有照片, each named by the number a content field takes, before any reload.
    const library = page.getByRole('region', { name: ml.library });
    await expect.poll(() => library.getByRole('img').count()).toBeGreaterThanOrEqual(2);
    expect(await library.getByText(ml.empty).count()).toBe(0);
    // Its address, copied for a field that takes one (a landing page's hero image), is the photo.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.origin });
    await library
      .getByRole('button', { name: new RegExp(`^${ml.copyUrl}`) })
      .first()
      .click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^https?:\/\/.+\.jpg$/);
    const photo = await fetch(copied);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await library.locator('.media-number').first().textContent()).toMatch(
      new RegExp(`^${ml.number.replace('{id}', '\\d+')}$`),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ml.title }).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: ml.library }).getByRole('img').count())
      .toBeGreaterThanOrEqual(2);
    await context.close();
  });

  test('a chunk whose connection drops is sent again from where the server stopped: the photo arrives, at most one chunk again', async () => {
    const { context, page } = await mediaScreen();
    // A 3 MB photo: three 1 MB chunks; the second PATCH is cut off once.
    const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
    const big = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#808080', noise },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const patches: number[] = [];
    let cut = false;
    await page.route('**/console/api/media/tus/**', async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH') {
        patches.push(Number(request.headers()['upload-offset']));
        if (patches.length === 2 && !cut) {
          cut = true;
          await route.abort('connectionreset');
          return;
        }
      }
      await route.continue();
    });
    await page
      .getByLabel(ml.choose)
      .setInputFiles([{ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big }]);
    await page
      .getByRole('region', { name: ml.uploads })
      .getByRole('img', { name: 'big.jpg' })
      .waitFor({ timeout: 60_000 });
    expect(cut).toBe(true);
    const chunks = Math.ceil(big.byteLength / (1024 * 1024));
    // Every chunk once, and the cut one once more (from the offset the server kept).
    expect(patches.length).toBeLessThanOrEqual(chunks + 1);
    expect(patches[2]).toBe(patches[1]);
    await context.close();
  });

  test('the screen passes axe at 1280 and 390 px; no sideways scroll on a phone', async () => {
    const { context, page } = await mediaScreen();
    await page
      .getByLabel(ml.choose)
      .setInputFiles([{ name: 'bath.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#40c080') }]);
    await page.getByRole('region', { name: ml.uploads }).getByRole('img').waitFor({ timeout: 30_000 });
    expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
    const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll[0]).toBeLessThanOrEqual(scroll[1]!);
    await context.close();
  });
});
