/**
 * The loader in Chromium, with the built files, on a page of another origin than the API.
 */
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, openPage, waitForWidget } from './harness/browser.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('loader', () => {
  test('calls queued before load replay on load (open with options, on)', async () => {
    const { page, messages, failedResponses } = await openPage(browser, `${partnerOrigin}/test/queue.html`);
    expect(
      await page.evaluate(() => (window as unknown as { queuedBeforeLoad: number }).queuedBeforeLoad),
    ).toBe(2);
    await waitForWidget(page, 'renovo-quote', { open: true });
    const state = await page.evaluate(() => {
      const el = document.querySelector('renovo-quote') as HTMLElement & {
        version: string;
        stopRedirect: boolean;
      };
      return {
        version: el.getAttribute('version'),
        stopRedirect: el.hasAttribute('stop-redirect'),
        property: el.version,
        heard: (window as unknown as { heard: string[] }).heard,
        config: (window as unknown as { __RENOVO__: unknown }).__RENOVO__,
        form: Boolean(el.shadowRoot!.querySelector('form [type=submit]')),
      };
    });
    expect(state).toMatchObject({ version: 'v3', stopRedirect: true, property: 'v3', form: true });
    expect(state.heard).toContain('open:quote');
    expect(state.config).toEqual({ apiOrigin, partner: 'demo', version: expect.any(String) });
    await page.waitForLoadState('networkidle');
    expect(failedResponses).toEqual([]);
    expect(messages('error')).toEqual([]);
  });

  test('included twice (three times) it loads once and logs no error', async () => {
    const chunkRequests: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    page.on('request', (r) => {
      if (r.url().includes('/embed/v1/') && !r.url().endsWith('loader.js')) chunkRequests.push(r.url());
    });
    await page.goto(`${partnerOrigin}/test/twice.html`);
    await waitForWidget(page, 'renovo-quote');
    await page.waitForLoadState('networkidle');
    expect(chunkRequests.length).toBeGreaterThan(0);
    expect(new Set(chunkRequests).size).toBe(chunkRequests.length);
    expect(await page.evaluate(() => document.querySelectorAll('renovo-quote').length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("every widget file starts with V8's compile hint, and the manifest's SRI hashes match what is served", async () => {
    const manifest = (await (await fetch(`${apiOrigin}/embed/v1/manifest.json`)).json()) as {
      files: Record<string, { integrity: string }>;
    };
    const files = Object.entries(manifest.files);
    expect(files.length).toBeGreaterThan(5);
    for (const [file, { integrity }] of files) {
      const body = Buffer.from(await (await fetch(`${apiOrigin}/embed/v1/${file}`)).arrayBuffer());
      expect(body.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
      expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, file).toBe(integrity);
    }
  });

  test('a second, different version warns once and changes nothing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const original = await (await fetch(`${apiOrigin}/embed/v1/loader.js`)).text();
    const version = (await (await fetch(`${apiOrigin}/embed/v1/manifest.json`)).json()).version as string;
    // Two other builds of the loader, as a page might include from an old and a new snippet.
    for (const [name, other] of [
      ['loader-next.js', '99.0.0'],
      ['loader-later.js', '100.0.0'],
    ]) {
      await page.route(`${apiOrigin}/embed/v1/${name}`, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: original.replace(JSON.stringify(version), JSON.stringify(other)),
        }),
      );
    }
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto(`${partnerOrigin}/test/empty.html`);
    await page.waitForFunction(() => Boolean((window as unknown as { renovo: { v?: string } }).renovo.v));
    for (const name of ['loader-next.js', 'loader-later.js']) {
      await page.evaluate(
        (src) =>
          new Promise((resolve) => {
            const script = Object.assign(document.createElement('script'), { src, onload: resolve });
            script.dataset.partner = 'other';
            document.head.append(script);
          }),
        `${apiOrigin}/embed/v1/${name}`,
      );
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('99.0.0');
    const state = await page.evaluate(() => ({
      running: (window as unknown as { renovo: { v: string } }).renovo.v,
      partner: (window as unknown as { __RENOVO__: { partner: string } }).__RENOVO__.partner,
    }));
    expect(state).toEqual({ running: version, partner: 'demo' });
    await context.close();
  });

  test('a bad call is logged once and skipped; the calls after it still run', async () => {
    const { page, messages, pageErrors } = await openPage(browser, `${partnerOrigin}/test/bad-call.html`);
    await waitForWidget(page, 'renovo-quote', { open: true });
    const errors = messages('error');
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('renovo: bad call');
    expect(errors.join('\n')).toContain('explode');
    expect(errors.join('\n')).toContain('no-such-widget');
    expect(pageErrors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['quote']);
    // After load too: nothing is thrown to the caller.
    expect(
      await page.evaluate(() =>
        (window as unknown as { renovo: (...a: unknown[]) => unknown }).renovo('nope'),
      ),
    ).toBeUndefined();
    expect(messages('error')).toHaveLength(3);
  });

  test('a blocked chunk fires renovo-error and rejects the pending call: no promise waits forever; the popup is closed again, and the next call opens it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let blocked = true;
    await page.route(/\/embed\/v1\/quote-[\w-]+\.js$/, (route) =>
      blocked ? route.abort('blockedbyclient') : route.continue(),
    );
    await page.goto(`${partnerOrigin}/test/empty.html`);
    await page.waitForFunction(() => Boolean((window as unknown as { renovo: { v?: string } }).renovo.v));
    const outcome = await page.evaluate(async () => {
      const events: unknown[] = [];
      document.addEventListener('renovo-error', (event) => events.push((event as CustomEvent).detail));
      const renovo = (window as unknown as { renovo: (...a: unknown[]) => Promise<unknown> }).renovo;
      const result = await renovo('open', 'quote').then(
        () => 'resolved',
        (reason: unknown) => `rejected: ${reason}`,
      );
      return { result, events };
    });
    expect(outcome.result).toBe('rejected: load-failed');
    expect(outcome.events).toEqual([{ widget: 'quote', reason: 'load-failed' }]);
    // Told it failed, the page shows its own way on: nothing of the popup is left open over it.
    expect(await page.evaluate(() => document.querySelector('renovo-quote')?.hasAttribute('open'))).toBe(
      false,
    );
    blocked = false;
    const again = await page.evaluate(async () => {
      const renovo = (window as unknown as { renovo: (...a: unknown[]) => Promise<Element> }).renovo;
      const el = await renovo('open', 'quote');
      return [document.querySelectorAll('renovo-quote').length, el.hasAttribute('open')];
    });
    expect(again).toEqual([1, true]);
    await context.close();
  });

  test('finds renovo-* tags added later and imports only the chunks they need', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/embed/v1/')) fetched.push(r.url().split('/').pop()!);
    });
    await page.goto(`${partnerOrigin}/test/empty.html`);
    await page.waitForFunction(() => Boolean((window as unknown as { renovo: { v?: string } }).renovo.v));
    expect(fetched).toEqual(['loader.js']);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<renovo-order-modal mode="inline"></renovo-order-modal>',
      ),
    );
    await waitForWidget(page, 'renovo-order-modal');
    expect(fetched.some((f) => f.startsWith('order-modal-'))).toBe(true);
    expect(fetched.some((f) => /^(quote|community-quote|login-sheet)-/.test(f))).toBe(false);
    await context.close();
  });
});
