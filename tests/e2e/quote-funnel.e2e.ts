/**
 * The funnel from widget exposure to open to submit (docs/spec/console.md#attribution) on the built system,
 * in
 * Chromium: a partner's page (its own origin, the loader with `data-partner`) with an inline
 * quote below the fold and a popup behind a button. The inline form is seen only once scrolled
 * into view, the popup when it opens; opening the popup and focusing the inline form are the
 * opens; a lead is submitted in the popup. The page's events reach `POST /api/events` for real
 * (batched; `sendBeacon` on the page's pagehide) and the console's funnel, asked as a marketing
 * user, shows that partner's exposures, opens and the one submit. The host site's own inline
 * quote counts the same way, without a partner.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, waitForWidget } from './harness/browser.ts';
import { mobileFor } from './harness/widgets.ts';

const stack = inject('console');
let browser: Browser;
let cookie = '';

/** A console API call as the marketing user (mutations carry the console's Origin). */
async function consoleApi(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${stack.origin}${path}`, {
    method,
    headers: {
      cookie,
      origin: stack.origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Today in Taiwan (UTC+8), the day the console's ranges are in. */
function taiwanToday(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The console's funnel figures. */
interface Funnel {
  exposure: number;
  open: number;
  submit: number;
  verified: number;
}

/** The console's funnel for today, as the marketing user. */
async function funnelToday(query: string): Promise<Funnel> {
  const day = taiwanToday();
  const answer = await consoleApi('GET', `/console/api/funnel?from=${day}&to=${day}&${query}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Funnel }).data;
}

/** The quote funnel's events the page has pushed to its dataLayer so far, as `event:action:module`. */
async function funnelEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: Record<string, string>[] }).dataLayer ?? [])
      .filter((r) => r.category === 'quote_widget')
      .map((r) => `${r.event}:${r.action}:${r.module}`),
  );
}

/** The quote funnel's events of every batch sent to `${origin}/api/events`. */
function sentEvents(batches: Request[]): Record<string, unknown>[] {
  return batches
    .flatMap((r) => JSON.parse(r.postData() ?? '[]') as Record<string, unknown>[])
    .filter((e) => e.category === 'quote_widget');
}

/**
 * Fires the page's pagehide (as leaving it would: Playwright does not report the beacons of an
 * unloading document) and waits until `count` funnel events were sent and every batch was taken.
 */
async function leave(page: Page, batches: Request[], count: number): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await expect.poll(() => sentEvents(batches).length, { timeout: 10_000 }).toBe(count);
  for (const request of batches) expect((await request.response())?.status()).toBe(202);
}

/** A page that records the requests to the API's event collection and has a dataLayer. */
async function watchedPage(): Promise<{ page: Page; batches: Request[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  const page = await context.newPage();
  const batches: Request[] = [];
  context.on('request', (r) => {
    if (r.url() === `${stack.origin}/api/events`) batches.push(r);
  });
  return { page, batches, close: () => context.close() };
}

beforeAll(async () => {
  browser = await launchChromium();
  const signIn = await fetch(`${stack.origin}/console/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.origin },
    body: JSON.stringify(stack.marketing),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(() => browser?.close());

describe('the quote funnel on the built system', () => {
  test('a partner page: inline seen when scrolled into view, popup opened, a lead — the console funnel shows them', {
    timeout: 120_000,
  }, async () => {
    // The partner's page is served from 127.0.0.1 (console.e2e.ts's partner is the same server as localhost).
    const partnerOrigin = stack.partnerOrigin.replace('localhost', '127.0.0.1');
    const created = await consoleApi('POST', '/console/api/partners', {
      name: '漏斗測試夥伴',
      origins: [partnerOrigin],
    });
    expect(created.status).toBe(201);
    const partner = ((await created.json()) as { data: { key: string } }).data.key;
    await fetch(`${partnerOrigin}/`, {
      method: 'PUT',
      body: `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>漏斗</title>
</head><body>
<script async src="${stack.origin}/embed/v1/loader.js" data-partner="${partner}"></script>
<button id="ask" type="button" onclick="document.getElementById('popup').open = true">免費估價</button>
<renovo-quote id="popup" version="v3" module="funnel_popup" stop-redirect></renovo-quote>
<div style="height: 2400px"></div>
<renovo-quote id="inline" mode="inline" version="v3" module="funnel_inline" stop-redirect></renovo-quote>
<div style="height: 400px"></div>
</body></html>`,
    });

    const { page, batches, close } = await watchedPage();
    await page.goto(`${partnerOrigin}/?utm_source=funnel`);
    await waitForWidget(page, '#inline');
    const inline = page.locator('#inline');

    // The popup opens: seen and opened at once.
    await page.locator('#ask').click();
    await waitForWidget(page, '#popup', { open: true });
    await expect
      .poll(() => funnelEvents(page))
      .toEqual(['exposure:exposure:funnel_popup', 'click:open:funnel_popup']);

    // A lead from the popup (the basic quote: region, size, mobile, terms).
    const dialog = page.locator('#popup').locator('dialog[open]');
    await dialog.locator('input[name="size"]').fill('28');
    await dialog.locator('input[name="mobile"]').fill(mobileFor(1702));
    await dialog.locator('input[name="accepted"]').check();
    const stored = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && r.url().startsWith(`${stack.origin}/hyperf/`) && r.status() < 300,
    );
    await dialog.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    await stored;
    // stop-redirect: the page stays and the popup closes.
    await page.waitForFunction(
      () => !document.getElementById('popup')?.shadowRoot?.querySelector('dialog[open]'),
    );

    // The inline form, 2,400 px down, has not been seen: only the popup's steps so far.
    expect(await funnelEvents(page)).not.toContain('exposure:exposure:funnel_inline');
    await inline.scrollIntoViewIfNeeded();
    await expect.poll(() => funnelEvents(page)).toContain('exposure:exposure:funnel_inline');
    expect(await funnelEvents(page)).not.toContain('click:open:funnel_inline');
    // Used: its first focus is the open; more focus and scrolling change nothing.
    await inline.locator('input[name="size"]').focus();
    await inline.locator('input[name="mobile"]').focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await inline.scrollIntoViewIfNeeded();
    await expect.poll(() => funnelEvents(page)).toContain('click:open:funnel_inline');
    expect((await funnelEvents(page)).sort()).toEqual(
      [
        'exposure:exposure:funnel_popup',
        'click:open:funnel_popup',
        'exposure:exposure:funnel_inline',
        'click:open:funnel_inline',
      ].sort(),
    );

    // Leaving the page sends what is queued, by sendBeacon, to the API origin: all of it is taken.
    await leave(page, batches, 4);
    for (const event of sentEvents(batches)) {
      expect(event).toMatchObject({ partner, page: `${partnerOrigin}/`, utm: { source: 'funnel' } });
    }
    await close();

    // The console's funnel for that partner: exposure → open → submit, as the marketing user.
    expect(await funnelToday(`partner=${partner}`)).toMatchObject({ exposure: 2, open: 2, submit: 1 });
    expect(await funnelToday(`partner=${partner}&module=funnel_inline`)).toMatchObject({
      exposure: 1,
      open: 1,
      submit: 0,
    });
    expect(await funnelToday(`partner=${partner}&module=funnel_popup`)).toMatchObject({
      exposure: 1,
      open: 1,
      submit: 1,
    });
  });

  test("the host site's own inline quote counts too (no partner)", { timeout: 120_000 }, async () => {
    const module = 'decorationfrom';
    const before = await funnelToday(`module=${module}`);
    const { page, batches, close } = await watchedPage();
    await page.goto(`${stack.origin}/decorationfrom`);
    await waitForWidget(page, 'renovo-quote[mode="inline"]');
    const inline = page.locator('renovo-quote[mode="inline"]');
    await inline.scrollIntoViewIfNeeded();
    await inline.locator('input[name="size"]').focus();
    await expect
      .poll(() => funnelEvents(page))
      .toEqual([`exposure:exposure:${module}`, `click:open:${module}`]);
    await leave(page, batches, 2);
    for (const event of sentEvents(batches)) {
      expect(event).toMatchObject({ module, page: `${stack.origin}/decorationfrom` });
      expect(event.partner).toBeUndefined();
    }
    await close();
    const after = await funnelToday(`module=${module}`);
    expect(after.exposure - before.exposure).toBe(1);
    expect(after.open - before.open).toBe(1);
  });
});
