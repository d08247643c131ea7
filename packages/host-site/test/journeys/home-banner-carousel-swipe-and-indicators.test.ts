/**
 * The home page's banner carousel (docs/spec/platform.md#limits): a swipe of 50 px or more moves one slide
 * and one
 * under 50 px does not (nor does it open the banner's link); at most 5 indicators show whatever
 * the slide; slides are labelled 第 n 張，共 m 張 (WAI-ARIA carousel); under reduced motion there
 * is no autoplay and no rotation control, and without it the carousel advances by itself.
 */
import { carouselMessages, format, homeMessages, tutorialMessages } from '@renovo/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let bannerCount = 0;

beforeAll(async () => {
  browser = await launchChromium();
  const banners = await api<{ data: { items: unknown[] } }>('/v1/new_banners?position=home');
  bannerCount = banners.data.items.length;
});
afterAll(() => browser?.close());

/** The first-visit hint covers part of the hero on a phone: answer it (瞭解了) first. */
async function dismissTutorial(page: Page): Promise<void> {
  const understood = page.getByRole('button', { name: tutorialMessages.understood, exact: true });
  await understood.waitFor({ state: 'visible', ...PATIENT });
  await understood.click();
  await understood.waitFor({ state: 'detached', ...PATIENT });
}

/** Drags across the carousel's viewport by `dx` px with the mouse (pointer events). */
async function swipe(page: Page, viewport: Locator, dx: number): Promise<void> {
  const box = await viewport.boundingBox();
  if (!box) throw new Error('the carousel is not in view');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

describe('journey: the home banner carousel', () => {
  test(
    'a swipe under 50 px stays, 50 px or more moves one slide; at most 5 indicators',
    async () => {
      // The demo has more home banners than indicators, so the limit is visible.
      expect(bannerCount).toBeGreaterThan(5);
      const { page, pageErrors } = await visit(browser, '/', { viewport: PHONE });
      await dismissTutorial(page);
      const carousel = page.getByRole('region', { name: homeMessages.banners });
      const viewport = carousel.locator('.carousel__viewport');
      const active = () => carousel.getAttribute('data-active');
      const indicators = carousel.locator('.carousel__indicator');
      await viewport.scrollIntoViewIfNeeded();

      expect(await active()).toBe('0');
      // Slides are groups labelled 第 n 張，共 m 張; only the shown one is exposed.
      const slides = carousel.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBe(bannerCount);
      expect(await slides.nth(bannerCount - 1).getAttribute('aria-label')).toBe(
        format(carouselMessages.slide, { n: bannerCount, m: bannerCount }),
      );
      const first = carousel.getByRole('group', {
        name: format(carouselMessages.slide, { n: 1, m: bannerCount }),
      });
      expect(await first.count()).toBe(1);
      expect(await slides.nth(0).getAttribute('aria-hidden')).toBe('false');
      expect(await slides.nth(1).getAttribute('aria-hidden')).toBe('true');
      expect(await indicators.count()).toBe(5);
      // Reduced motion (the journeys' default): no autoplay, so no rotation control.
      expect(await carousel.getByRole('button', { name: carouselMessages.pause }).count()).toBe(0);

      // 40 px: under the threshold, the slide stays and the banner's link does not open.
      await swipe(page, viewport, -40);
      expect(await active()).toBe('0');
      expect(new URL(page.url()).pathname).toBe('/');

      // 60 px to the left: the next slide (and still no navigation).
      await swipe(page, viewport, -60);
      await expect.poll(active, PATIENT).toBe('1');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await slides.nth(1).getAttribute('aria-hidden')).toBe('false');
      expect(await slides.nth(0).getAttribute('aria-hidden')).toBe('true');

      // 60 px to the right: back to the first.
      await swipe(page, viewport, 60);
      await expect.poll(active, PATIENT).toBe('0');

      // Through every slide with 下一張: never more than 5 indicators, the current one among them.
      const next = carousel.getByRole('button', { name: carouselMessages.next, exact: true });
      for (let n = 1; n < bannerCount; n += 1) {
        await next.click();
        await expect.poll(active, PATIENT).toBe(String(n));
        expect(await indicators.count()).toBe(5);
        const current = carousel.locator('.carousel__indicator[aria-current="true"]');
        expect(await current.getAttribute('aria-label')).toBe(format(carouselMessages.goTo, { n: n + 1 }));
      }
      // An indicator is a button that goes to its slide.
      await carousel
        .getByRole('button', { name: format(carouselMessages.goTo, { n: bannerCount - 2 }) })
        .click();
      await expect.poll(active, PATIENT).toBe(String(bannerCount - 3));

      // A tap (no swipe) still opens the banner's link.
      await carousel
        .getByRole('group', { name: format(carouselMessages.slide, { n: bannerCount - 2, m: bannerCount }) })
        .locator('a')
        .click();
      await page.waitForURL((url) => url.pathname !== '/', PATIENT);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'without reduced motion it advances by itself and offers a pause button',
    async () => {
      const { page, pageErrors } = await visit(browser, '/', {
        viewport: PHONE,
        reducedMotion: 'no-preference',
      });
      await dismissTutorial(page);
      const carousel = page.getByRole('region', { name: homeMessages.banners });
      const pause = carousel.getByRole('button', { name: carouselMessages.pause });
      await pause.waitFor({ state: 'visible', ...PATIENT });
      // Move the mouse away from the carousel, so hover does not pause it.
      await page.mouse.move(1, 1);
      await expect.poll(() => carousel.getAttribute('data-active'), PATIENT).not.toBe('0');
      await pause.click();
      expect(await carousel.getByRole('button', { name: carouselMessages.play }).count()).toBe(1);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
