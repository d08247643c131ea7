/**
 * Privacy rights (docs/spec/leads-and-security.md#privacy-rights-and-retention) in Chromium on a phone-sized
 * screen: on /privacy/my-data a person
 * gets a privacy SMS code (read from the dev outbox), sees their data and the JSON download,
 * then erases it with a new code; the lead left behind holds no mobile.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { myDataMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeProblems } from '../../../../tests/e2e/harness/axe.ts';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

const PHONE = { width: 375, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function submitQuote(mobile: string): Promise<void> {
  await api('/hyperf/valuation/v3/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ region_id: 1, size: 28, mobile, accepted: 1, notice_version: '2026-11' }),
  });
}

/** Asks for a code on the page and types it in from the dev outbox. */
async function proveMobile(page: Page, mobile: string): Promise<void> {
  await page.getByLabel(myDataMessages.mobileLabel).fill(mobile);
  await page.getByRole('button', { name: myDataMessages.sendCode }).click();
  await expect
    .poll(() => page.locator('main').getByRole('status').textContent(), PATIENT)
    .toBe(myDataMessages.codeSent);
  const { data } = await api<{ data: { code: string } }>(`/v1/codes?username=${mobile}`);
  await page.getByLabel(myDataMessages.codeLabel).fill(data.code);
}

describe('journey: my data', () => {
  test(
    "see and download, then erase one's data with SMS codes",
    async () => {
      const viewer = '0988000101';
      await submitQuote(viewer);
      const { page, pageErrors } = await visit(browser, '/privacy/my-data', { viewport: PHONE });
      // Accessible and within a phone's width.
      expect(await axeProblems(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await proveMobile(page, viewer);
      await page.getByRole('button', { name: myDataMessages.view }).click();
      const result = page.getByRole('region', { name: myDataMessages.resultHeading });
      await result.waitFor(PATIENT);
      expect(await result.textContent()).toContain('報價 1 筆');
      const link = result.getByRole('link', { name: myDataMessages.download });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      // Saved to a file of our own: a browser shared over a connection has no local download path.
      const folder = mkdtempSync(join(tmpdir(), 'renovo-my-data-'));
      const file = join(folder, 'my-data.json');
      await download.saveAs(file);
      const exported = JSON.parse(readFileSync(file, 'utf8'));
      rmSync(folder, { recursive: true, force: true });
      expect(exported.quotes[0]).toMatchObject({ mobile: viewer, region_id: 1 });
      expect(await axeProblems(page, 'main')).toEqual([]);
      // The code was used: the field is empty and the actions wait for a new one.
      expect(await page.getByLabel(myDataMessages.codeLabel).inputValue()).toBe('');
      expect(await page.getByRole('button', { name: myDataMessages.erase }).isDisabled()).toBe(true);

      const eraser = '0988000102';
      await submitQuote(eraser);
      const second = await visit(browser, '/privacy/my-data', { viewport: PHONE });
      await proveMobile(second.page, eraser);
      second.page.once('dialog', (dialog) => void dialog.accept());
      await second.page.getByRole('button', { name: myDataMessages.erase }).click();
      await expect
        .poll(() => second.page.locator('main').getByRole('status').textContent(), PATIENT)
        .toContain(myDataMessages.erased);
      expect(await second.page.locator('main').getByRole('status').textContent()).toContain('報價 1 筆');
      expect(pageErrors).toEqual([]);
      expect(second.pageErrors).toEqual([]);
    },
    JOURNEY_TIMEOUT,
  );
});
