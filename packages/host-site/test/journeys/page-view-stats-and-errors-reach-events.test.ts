/**
 * Analytics of the site in Chromium on the built site (docs/spec/platform.md#limits,
 * docs/spec/quotes.md#calls): an article's page
 * view and, when the reader leaves, its page_view_stats — work_list true because the reader
 * scrolled to the works block, the blocks not seen or not on the page false — reach
 * POST /api/events by sendBeacon (202), and dataLayer gets the same events; the block's exposure
 * goes too (label split by underscore). An uncaught error is reported as client_error with
 * environment master and without the mobile number it carried (the sampling draw fixed at 0 by
 * the test, the page's Math.random otherwise).
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { firstArticleId, siteOrigin } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl } from './browser.ts';

type Sent = Record<string, unknown> & { name: string };
type Layer = { dataLayer: Record<string, unknown>[] };

let browser: Browser;
let articleId: number;

beforeAll(async () => {
  browser = await launchChromium();
  articleId = await firstArticleId();
});
afterAll(() => browser?.close());

describe('analytics of the site', () => {
  test(
    'a page view and page_view_stats with the blocks seen reach /api/events and dataLayer; errors too',
    async () => {
      const { page } = await openPage(browser, 'about:blank', { viewport: PHONE, reducedMotion: 'reduce' });
      await page.addInitScript(() => {
        (window as unknown as Layer).dataLayer = [];
        Math.random = () => 0;
      });
      const beacons: Request[] = [];
      page.context().on('request', (r) => {
        if (r.url() === `${siteOrigin()}/api/events`) beacons.push(r);
      });
      await page.goto(siteUrl(`/article/${articleId}?hide_popup=1&mobile=0912345678`));
      await hydrated(page);
      const works = page.locator('[data-exposure="work_list"]');
      await works.waitFor(PATIENT);
      expect(await page.locator('[data-exposure="may_like"]').count()).toBe(1);
      // Straight to the works block: the may-like block above it scrolls past unseen.
      await works.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      const layer = () => page.evaluate(() => (window as unknown as Layer).dataLayer.map((r) => ({ ...r })));
      await expect
        .poll(async () => (await layer()).map((r) => r.label), PATIENT)
        .toContain('article_detail_work_list');
      expect(
        await page.locator('[data-exposure="may_like"]').evaluate((el) => el.getBoundingClientRect().bottom),
      ).toBeLessThan(0);

      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('送出失敗 0912345678');
        }),
      );
      await expect.poll(async () => (await layer()).map((r) => r.event), PATIENT).toContain('client_error');

      const sent = page.context().waitForEvent('request', {
        predicate: (r) =>
          r.url() === `${siteOrigin()}/api/events` && (r.postData() ?? '').includes('page_view_stats'),
        timeout: 10_000,
      });
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
      const request = await sent;
      expect((await request.response())?.status()).toBe(202);
      const events = beacons.flatMap((r) => JSON.parse(r.postData() ?? '[]') as Sent[]);
      const flags = {
        catalog: false,
        questions: false,
        same_quotation: false,
        work_list: true,
        may_like: false,
        same_layout: false,
      };
      const page_ = siteUrl(`/article/${articleId}`);
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'page_view',
          category: 'page',
          action: 'view',
          label: `/article/${articleId}`,
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'page_view_stats',
          category: 'article_detail',
          label: String(articleId),
          flags,
          page: page_,
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'exposure',
          category: 'article_detail',
          label: 'article_detail_work_list',
        }),
      );
      const error = events.find((e) => e.name === 'client_error');
      expect(error).toMatchObject({
        category: 'error',
        action: 'master',
        label: expect.stringContaining('送出失敗 [mobile]'),
      });
      expect(JSON.stringify(events)).not.toContain('0912345678');

      const records = await layer();
      expect(records).toContainEqual(
        expect.objectContaining({ event: 'page_view', label: `/article/${articleId}` }),
      );
      expect(records).toContainEqual(
        expect.objectContaining({
          event: 'page_view_stats',
          page_name: 'article_detail',
          resource_id: articleId,
          ...flags,
        }),
      );
      expect(records).toContainEqual(
        expect.objectContaining({ event: 'exposure', label_parts: ['article', 'detail', 'work', 'list'] }),
      );
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
