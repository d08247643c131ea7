/**
 * Writing a review and its moderation, in Chromium on the built site and console: an
 * owner opens 寫評價 from the on-site reviews, finds a company by name, scores it (step one;
 * as a visitor the login sheet opens first and the submit goes on after the login),
 * picks a label and writes the text (step two), and sees the review as 審核中 on their own view;
 * the company page does not show it. An editor signs in to the console, publishes it from the
 * 評價審核 queue; the company page then shows the review and its rating count went up by one. A
 * dropped network at the last step says so in zh-TW and loses nothing.
 * Every wait is on a visible state (locators, expect.poll), never a sleep.
 */

import { createStaffAccount } from '@renovo/api/testing';
import { consoleMessages, failedCallMessages, loginMessages, reviewFormMessages as r } from '@renovo/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { ownSiteStack } from '../harness/own-stack.ts';
import { JOURNEY_TIMEOUT, journeyMobile, PATIENT, widgetDialog } from './browser.ts';

const c = consoleMessages;
const EDITOR = { email: 'editor-reviews@example.com', password: 'editor reviews passphrase 01' };
const MOBILE = journeyMobile(171);
const TEXT = '設計師溝通很有耐心，工班施工細緻，完工後也會回訪。';

const own = ownSiteStack({ console: true });
beforeAll(async () => {
  await createStaffAccount(own.db, {
    ...EDITOR,
    role: 'editor',
    appSecret: own.stack.appSecret,
    now: new Date(),
  });
});

/** The last SMS code sent to `mobile`, from the stack's dev outbox. */
async function smsCode(mobile: string): Promise<string> {
  const outbox = (await (await fetch(`${own.stack.origin}/dev/sms-outbox?mobile=${mobile}`)).json()) as {
    data: { body: string }[];
  };
  return /\b(\d{6})\b/.exec(outbox.data.at(-1)?.body ?? '')?.[1] ?? '';
}

async function companyDetail(id: number): Promise<{ name: string; rating_count: number }> {
  const answer = await fetch(`${own.stack.origin}/v1/company/detail?id=${id}`);
  return ((await answer.json()) as { data: { name: string; rating_count: number } }).data;
}

describe('journey: write a review, an editor publishes it', () => {
  test(
    'find → scores → labels and text → 審核中; the editor publishes; the company page shows it, its count +1',
    async () => {
      const companyId = 21;
      const before = await companyDetail(companyId);

      // The owner, on a phone, not logged in yet.
      const owner = await own.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
      const page = await owner.newPage();
      await page.goto(`${own.stack.origin}/reviews/on-site`);
      await page.getByRole('link', { name: r.write }).first().click();
      await page.waitForURL((url) => url.pathname === '/reviews/write', PATIENT);

      // Step 1: find the company by a part of its name (debounced search).
      const search = page.getByLabel(r.findLabel);
      await search.waitFor(PATIENT);
      await search.fill([...before.name].slice(0, 3).join(''));
      const choose = page.getByRole('button', { name: `${r.choose}：${before.name}` });
      await choose.waitFor(PATIENT);
      await choose.click();

      // Step 2: a score for each dimension.
      await page.getByRole('heading', { name: /第 2 步/ }).waitFor(PATIENT);
      const groups = page.locator('fieldset.review-write__scores');
      await expect.poll(() => groups.count(), PATIENT).toBe(5);
      for (let i = 0; i < 5; i += 1) await groups.nth(i).getByText('5 分（非常滿意）').click();
      await page.getByRole('button', { name: r.next }).click();

      // Login gating: a visitor is sent through the login sheet, then the same submit goes on.
      const sheet = await widgetDialog(page, 'renovo-login-sheet', loginMessages.titles.default);
      const sendCode = sheet.locator('[part~="send-code"]');
      await sheet.locator('input[name="mobile"]').fill(MOBILE);
      await sendCode.click();
      await expect.poll(() => sendCode.textContent(), PATIENT).toMatch(/^\d+s 重發$/);
      await expect.poll(() => smsCode(MOBILE), PATIENT).toMatch(/^\d{6}$/);
      await sheet.locator('input[name="code"]').fill(await smsCode(MOBILE));
      await sheet.locator('input[name="accepted"]').check();
      await sheet.getByRole('button', { name: '登入', exact: true }).click();

      // Step 3: labels (from step_two_label) and the text.
      await page.getByRole('heading', { name: /第 3 步/ }).waitFor(PATIENT);
      const labels = page.locator('fieldset.review-write__labels input[type="checkbox"]');
      await expect.poll(() => labels.count(), PATIENT).toBeGreaterThan(0);
      await labels.first().check();
      await page.getByLabel(new RegExp(r.contentLabel)).fill(TEXT);
      // A dropped network first: no answer after the client's retries says so in zh-TW (never the
      // error's English text and URL, which once also widened the phone page), keeps what was
      // written, and the same button sends it once the network is back.
      const stepTwo = (url: URL) => url.pathname === '/api/ratings/submit_step_two';
      await page.route(stepTwo, (route) => route.abort('failed'));
      await page.getByRole('button', { name: r.submit }).click();
      await page.getByText(failedCallMessages.noAnswer).waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await page.getByLabel(new RegExp(r.contentLabel)).inputValue()).toBe(TEXT);
      await page.unroute(stepTwo);
      await page.getByRole('button', { name: r.submit }).click();

      // Pending: the owner's own view says 審核中, also after a reload.
      const badge = page.locator('.review-status--pending');
      await badge.waitFor(PATIENT);
      expect(await badge.textContent()).toBe(r.pending);
      await expect.poll(() => new URL(page.url()).searchParams.get('review'), PATIENT).toMatch(/^\d+$/);
      await page.reload();
      await page.locator('.review-status--pending').waitFor(PATIENT);
      await page.getByText(TEXT).waitFor(PATIENT);

      // Not public yet.
      const visitor = await own.browser.newContext({ viewport: DESKTOP });
      const companyPage = await visitor.newPage();
      await companyPage.goto(`${own.stack.origin}/company/${companyId}`);
      await companyPage.getByRole('link', { name: r.write }).waitFor(PATIENT);
      expect(await companyPage.getByText(TEXT).count()).toBe(0);
      expect((await companyDetail(companyId)).rating_count).toBe(before.rating_count);

      // The editor publishes it from the console's queue.
      const editor = await own.browser.newContext({ viewport: DESKTOP });
      const consolePage = await editor.newPage();
      await consolePage.goto(`${own.stack.origin}/console`);
      await consolePage.getByLabel(c.signIn.email).fill(EDITOR.email);
      await consolePage.getByLabel(c.signIn.password).fill(EDITOR.password);
      await consolePage.getByRole('button', { name: c.signIn.submit }).click();
      await consolePage.getByRole('heading', { level: 1, name: c.home.title }).waitFor(PATIENT);
      await consolePage
        .getByRole('navigation', { name: c.nav.label })
        .getByRole('link', { name: c.nav.reviews })
        .click();
      const row = consolePage.getByRole('row').filter({ hasText: TEXT });
      await row.waitFor(PATIENT);
      await row.getByRole('button', { name: new RegExp(`^${c.reviews.approve}：`) }).click();
      await expect.poll(() => row.count(), PATIENT).toBe(0);

      // Published: the company page shows it and its rating count went up by one.
      await expect
        .poll(async () => (await companyDetail(companyId)).rating_count, PATIENT)
        .toBe(before.rating_count + 1);
      await companyPage.reload();
      await companyPage.getByText(TEXT).waitFor(PATIENT);
      await owner.close();
      await visitor.close();
      await editor.close();
    },
    JOURNEY_TIMEOUT,
  );
});
