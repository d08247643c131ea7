/**
 * A landing page's hero image (a URL on another site, written by staff in the console) shows on
 * the live page in Chromium: the page's Content-Security-Policy allows exactly that image, and
 * the browser loads it without a CSP violation.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { landingPages } from '@renovo/api/schema-landing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, openPage } from '../../../../tests/e2e/harness/browser.ts';
import { ownSiteStack } from '../harness/own-stack.ts';
import { JOURNEY_TIMEOUT, PATIENT } from './browser.ts';

const own = ownSiteStack({ production: true });

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Another origin serving the hero image (and counting its requests). */
let images: Server;
let imageOrigin = '';
let served = 0;

beforeAll(async () => {
  images = createServer((req, res) => {
    served += req.url?.startsWith('/campaign/hero.png') ? 1 : 0;
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => images?.close(() => resolve())));

describe('journey: a landing page hero image', () => {
  test(
    'shows on the live page with no CSP violation',
    async () => {
      await own.db.insert(landingPages).values({
        slug: 'hero-live',
        title: '春季活動',
        heroText: '全新上線',
        heroImage: `${imageOrigin}/campaign/hero.png?v=1`,
        status: 'published',
      });
      const watched = await openPage(own.browser, 'about:blank', { viewport: DESKTOP });
      await watched.page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await watched.page.goto(`${own.stack.origin}/land/hero-live?utm_source=ad`);
      const hero = watched.page.locator('img.landing-hero__image');
      await hero.waitFor(PATIENT);
      await watched.page.waitForLoadState('networkidle');
      const width = await hero.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1));
      expect(width).toBe(1);
      expect(served).toBeGreaterThan(0);
      expect(await watched.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      expect(watched.messages('error').join('\n')).not.toMatch(/Content Security Policy/);
      await watched.page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
