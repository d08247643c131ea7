/**
 * Journey (docs/spec/company-side.md#owner-control) in Chromium on the hydrated page: the owner
 * presses 停止聯繫 on the result page, confirms with 確定停止聯繫, and stays on the result page,
 * which now says contact is stopped — never the 404 page (the confirm posts to the route's data
 * URL; a redirect built from it once sent the page to `….data.data`, a 404).
 */
import { errorPageMessages, ownerControlMessages as m } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

let browser: Browser;
let publicId: string;

beforeAll(async () => {
  browser = await launchChromium();
  const quote = await api<{ data: { public_id: string } }>('/hyperf/valuation/v3/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      region_id: 1,
      size: 31,
      mobile: '0912000333',
      accepted: 1,
      notice_version: '2026-11',
    }),
  });
  publicId = quote.data.public_id;
});
afterAll(() => browser?.close());

describe('journey: the owner stops contact on the result page', () => {
  test(
    'the confirm keeps the owner on the result page, which says contact is stopped',
    async () => {
      const { page, failedResponses } = await visit(browser, `/decorationfrom/result_copy?id=${publicId}`);
      await page.getByRole('button', { name: m.stopButton }).click();
      await page.getByRole('button', { name: m.stopConfirmYes }).click();
      await page.getByText(m.stopped).waitFor(PATIENT);
      expect(new URL(page.url()).pathname).toBe('/decorationfrom/result_copy');
      expect(new URL(page.url()).searchParams.get('id')).toBe(publicId);
      expect(await page.getByText(errorPageMessages.routeNotFound).count()).toBe(0);
      expect(failedResponses).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
