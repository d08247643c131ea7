/**
 * docs/spec/leads-and-security.md#sms-flood, in Chromium: while the deployment is flooded (100 sends in the
 * last 10
 * minutes: every new send must solve a proof-of-work challenge), a visitor signs in through the
 * login sheet on the first try. The sheet's first POST /v1/codes is answered 428 with a
 * challenge; the solver chunk — fetched only now — solves it in the background and the send is
 * made again; the countdown starts, the code arrives, the login succeeds, and no toast tells the
 * visitor anything happened.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE } from './harness/browser.ts';
import {
  dialogOf,
  loginSheetFields,
  mobileFor,
  openWidgetPage,
  renovo,
  smsCode,
  toastText,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-login-sheet';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await fetch(`${apiOrigin}/__e2e/sms-flood`, { method: 'DELETE' });
});

describe('login sheet under an SMS flood', () => {
  test('the challenge is solved unnoticed, in a chunk loaded only then, and the visitor signs in on the first try', async () => {
    const { page, messages } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
    await renovo(page, 'open', 'login-sheet');
    const dialog = await dialogOf(page, TAG, '手機號碼登入');
    const form = {
      ...loginSheetFields(dialog),
      submit: dialog.getByRole('button', { name: '登入', exact: true }),
    };

    expect((await fetch(`${apiOrigin}/__e2e/sms-flood`, { method: 'POST' })).status).toBe(200);
    // What the page fetched, in order: scripts, and the answers of POST /v1/codes.
    const events: string[] = [];
    page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') events.push(`script ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/v1/codes') && response.request().method() === 'POST')
        events.push(`codes ${response.status()}`);
    });
    const loadedBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );

    const mobile = mobileFor(911);
    await form.mobile.fill(mobile);
    const started = Date.now();
    await form.sendCode.click();
    await expect.poll(() => form.sendCode.textContent(), { timeout: 20_000 }).toMatch(/^\d+s 重發$/);
    const solvedInMs = Date.now() - started;
    expect(events.filter((e) => e.startsWith('codes'))).toEqual(['codes 428', 'codes 200']);
    // The solver (ALTCHA's, whose code names `keyPrefix`) came in a chunk of its own, fetched
    // after the 428 and not with the sheet.
    const solverChunks: string[] = [];
    for (const url of [
      ...loadedBefore,
      ...events.filter((e) => e.startsWith('script ')).map((e) => e.slice(7)),
    ]) {
      if (
        url.includes('/embed/') &&
        url.endsWith('.js') &&
        (await (await fetch(url)).text()).includes('keyPrefix')
      )
        solverChunks.push(url);
    }
    expect(solverChunks).toHaveLength(1);
    expect(loadedBefore).not.toContain(solverChunks[0]);
    expect(events.indexOf(`script ${solverChunks[0]}`)).toBeGreaterThan(events.indexOf('codes 428'));

    await form.code.fill(await smsCode(apiOrigin, mobile));
    await form.accepted.check();
    await form.submit.click();
    expect((await waitForEvent(page, 'renovo-login')).detail).toEqual({
      widget: 'login-sheet',
      via: 'login',
    });
    // Nothing told the visitor: no toast. On the console only the 428 itself (Chromium notes every
    // 4xx answer, and the API client logs every non-2xx answer, docs/spec/platform.md#errors) and nothing
    // else.
    expect(await toastText(page)).toBe('');
    expect(
      messages('error').filter((m) => !m.startsWith('Failed to load resource') && !/status: 428/.test(m)),
    ).toEqual([]);
    console.info(
      `[sms-challenge e2e] challenge solved and code sent in ${solvedInMs} ms; solver chunk ${solverChunks[0]}`,
    );
    await page.context().close();
  });
});
