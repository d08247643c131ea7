/**
 * Spec call (docs/spec/platform.md#calls: POST /hyperf/seo_info; its trigger is not shown —
 * docs/spec-deviations.md
 * says what the site does): in Chromium on the built site, every page view sends it once with
 * the page's path — the first page after hydration, each client navigation after — and the
 * answer's keywords become the page's `<meta name="keywords">`.
 */

import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The keywords the API answers for `path`. */
async function keywordsOf(path: string): Promise<string> {
  const answer = await api<{ data: { keywords: string[] } }>('/hyperf/seo_info', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
  });
  return answer.data.keywords.join(',');
}

describe('journey: seo_info', () => {
  test(
    'each page view sends its path once; the answer gives the page its keywords',
    async () => {
      const sent: string[] = [];
      const { page, pageErrors } = await openPage(browser, 'about:blank', { viewport: DESKTOP });
      page.on('request', (request: Request) => {
        if (new URL(request.url()).pathname === '/hyperf/seo_info') {
          expect(request.method()).toBe('POST');
          sent.push(JSON.parse(request.postData() ?? '{}').path);
        }
      });
      const keywords = () =>
        page.evaluate(() => document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '');

      // The works list, loaded in full: sent once, after hydration.
      await page.goto(siteUrl('/works'));
      await hydrated(page);
      await expect.poll(() => sent, PATIENT).toEqual(['/works']);
      await expect.poll(keywords, PATIENT).toBe(await keywordsOf('/works'));

      // A client navigation to a work (its keywords are its tags): sent again, for the new path.
      const workPath = await page
        .locator('main a[href^="/works/"]')
        .evaluateAll((links) =>
          links.map((a) => a.getAttribute('href') ?? '').find((href) => /^\/works\/\d+$/.test(href)),
        );
      if (!workPath) throw new Error('no work link on /works');
      const expected = await keywordsOf(workPath);
      expect(expected).not.toBe('');
      await page.locator(`main a[href="${workPath}"]`).first().click();
      await page.waitForURL((url) => url.pathname === workPath, PATIENT);
      await expect.poll(() => sent, PATIENT).toEqual(['/works', workPath]);
      await expect.poll(keywords, PATIENT).toBe(expected);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
