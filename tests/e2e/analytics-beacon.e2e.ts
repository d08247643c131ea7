/**
 * First-party analytics (docs/spec/console.md#attribution) in Chromium on the partner page: the quote's
 * events go to
 * POST /api/events on the API origin as text/plain JSON with sendBeacon on the page's pagehide (the
 * event a page being left fires; Playwright does not report a beacon of an unloading document),
 * credited to the page (without its query), and the server takes them (202) — and the page's
 * dataLayer still gets each one.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium, PHONE } from './harness/browser.ts';
import { dialogOf } from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

test("the quote's events reach /api/events by sendBeacon when the page is left, and dataLayer too", {
  timeout: 60_000,
}, async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  const beacons: Request[] = [];
  context.on('request', (r) => {
    if (r.url() === `${apiOrigin}/api/events`) beacons.push(r);
  });
  await page.goto(`${partnerOrigin}/test/bench.html?utm_source=e2e&secret=1`);
  const dialog = await dialogOf(page, 'renovo-quote');
  // Pressing submit on the empty form tracks before_clue_click (then shows the form's messages).
  await dialog.getByRole('button', { name: '免費獲取裝修報價單' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((r) => r.event),
      ),
    )
    .toContain('before_clue_click');
  expect(beacons).toHaveLength(0);
  // The page being left (its pagehide event) sends the batch.
  const sent = context.waitForEvent('request', {
    predicate: (r) => r.url() === `${apiOrigin}/api/events`,
    timeout: 10_000,
  });
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const events = JSON.parse(request.postData() ?? '[]') as Record<string, unknown>[];
  expect(events).toContainEqual(
    expect.objectContaining({
      name: 'before_clue_click',
      page: `${partnerOrigin}/test/bench.html`,
      utm: { source: 'e2e' },
    }),
  );
  expect((await request.response())?.status()).toBe(202);
  await context.close();
});
