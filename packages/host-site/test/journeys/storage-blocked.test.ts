/**
 * Storage may fail (docs/spec/leads-and-security.md#storage-may-fail): with localStorage, sessionStorage,
 * document.cookie and
 * cookieStore throwing SecurityError (privacy settings, some in-app browsers), every main page
 * of the site renders and hydrates: no "Application Error!", no uncaught error at all.
 */
import type { Envelope } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blockStorage } from '../../../../tests/e2e/harness/blocked-storage.ts';
import { DESKTOP, launchChromium, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, siteUrl } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: blocked storage', () => {
  test(
    'every main page renders and hydrates with every storage throwing',
    async () => {
      const work = (
        await api<Envelope<{ items: { id: number }[] }>>('/hyperf/works/represent_works?per_page=1')
      ).data?.items[0]?.id;
      const article = (await api<Envelope<{ items: { id: number }[] }>>('/v1/article/list?per_page=1')).data
        ?.items[0]?.id;
      const paths = [
        '/',
        '/works',
        `/works/${work}`,
        '/article',
        `/article/${article}`,
        '/login',
        '/shorts/list',
        '/company',
        '/reputation-ranking',
        '/style-test',
        '/decorationfrom',
        '/land/decoration-quotes',
        '/user/collect',
      ];
      const { page, pageErrors } = await openPage(browser, 'about:blank', { viewport: DESKTOP });
      await page.context().addInitScript(blockStorage);
      const failures: string[] = [];
      for (const path of paths) {
        const response = await page.goto(siteUrl(path));
        const blocked = await page.evaluate(() => {
          try {
            return typeof document.cookie;
          } catch (error) {
            return (error as Error).name;
          }
        });
        expect(blocked).toBe('SecurityError');
        await hydrated(page).catch(() => failures.push(`${path}: not hydrated`));
        const text = (await page.locator('body').textContent()) ?? '';
        if ((response?.status() ?? 0) >= 500) failures.push(`${path}: ${response?.status()}`);
        if (text.includes('Application Error')) failures.push(`${path}: Application Error`);
      }
      expect(failures).toEqual([]);
      // Not even React Router's inline scroll-restoration script throws (it did, once per
      // document, until the guard of components/scroll-restoration ran before it).
      expect(pageErrors.map((e) => e.stack ?? e.message)).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
