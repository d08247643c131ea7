/**
 * The company centre in Chromium (docs/spec/company-side.md#centre), on a phone (390 × 844) and a
 * desktop (1280 × 800): a member opens /user-company signed out, signs in by SMS on /login (the
 * code from the dev outbox) and comes back to the centre; fills the company profile (intro,
 * capacity, pause) and saves it; writes a work with two photos uploaded through the media
 * pipeline and sends it for review — the API then holds the work, waiting, with both photos. No
 * serious or critical axe-core violation on the way.
 */
import { companyCentreMessages as m } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeProblems } from '../../../../tests/e2e/harness/axe.ts';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { CENTRE } from '../harness/company-centre.ts';
import { api } from '../harness/site.ts';
import { asMember, hydrated, JOURNEY_TIMEOUT, memberToken, PATIENT, visit } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A small JPEG of one colour. */
const jpeg = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function smsCode(mobile: string): Promise<string> {
  const outbox = await api<{ data: { body: string }[] }>(`/dev/sms-outbox?mobile=${mobile}`);
  return /\b(\d{6})\b/.exec(outbox.data.at(-1)?.body ?? '')?.[1] ?? '';
}

/** Signs in on /login from the centre's gate and waits to be back in the centre. */
async function signInFromTheGate(page: Page, mobile: string) {
  await page.getByRole('link', { name: m.signIn }).click();
  await page.waitForURL(/\/login\?redirect=/, PATIENT);
  await hydrated(page);
  await page.locator('input[name="mobile"]').fill(mobile);
  const send = page.locator('.login-panel__send');
  await send.click();
  await expect.poll(() => send.textContent(), PATIENT).toMatch(/\d+s/);
  await page.locator('input[name="code"]').fill(await smsCode(mobile));
  await page.locator('.login-panel__consent input[type="checkbox"]').check();
  await page.locator('.login-panel__submit').click();
  await page.waitForURL(/\/user-company$/, PATIENT);
  await hydrated(page);
}

describe.each([
  ['phone', { width: 390, height: 844 }, CENTRE.mobiles[1]],
  ['desktop', { width: 1280, height: 800 }, CENTRE.mobiles[2]],
] as const)('the company centre on a %s', (name, viewport, mobile) => {
  test(
    'a member signs in by SMS, fills the profile and sends a work with photos for review',
    async () => {
      const { page } = await visit(browser, '/user-company', { viewport });
      expect(await page.getByRole('heading', { name: m.signInTitle }).isVisible()).toBe(true);
      expect(await axeProblems(page)).toEqual([]);
      await signInFromTheGate(page, mobile);
      await expect.poll(() => page.getByText(CENTRE.company).first().isVisible(), PATIENT).toBe(true);
      expect(await axeProblems(page)).toEqual([]);

      // The profile.
      await page
        .getByRole('navigation', { name: m.navLabel })
        .getByRole('link', { name: m.tabs.profile })
        .click();
      await page.getByLabel(m.introLabel).fill(`專做老屋翻新（${name}）`);
      await page.getByLabel(m.capacityLabel).fill('12');
      await page.getByLabel(m.pausedLabel).check();
      await page.getByRole('button', { name: m.save }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: m.saved }).count(), PATIENT).toBe(1);
      expect(await axeProblems(page)).toEqual([]);
      const token = await memberToken(page);
      const profile = await asMember<{ data: { intro: string; monthly_capacity: number; paused: boolean } }>(
        token,
        '/v1/company/profile',
      );
      expect(profile.data).toMatchObject({
        intro: `專做老屋翻新（${name}）`,
        monthly_capacity: 12,
        paused: true,
      });

      // A work with two photos, sent for review.
      await page
        .getByRole('navigation', { name: m.navLabel })
        .getByRole('link', { name: m.tabs.works })
        .click();
      await page.getByRole('button', { name: m.newWork }).click();
      await page.getByLabel(m.workTitleLabel).fill(`老屋翻新作品（${name}）`);
      await page.getByLabel(m.areaLabel).fill('28');
      await page.getByLabel(m.addPhotos).setInputFiles([
        { name: 'living.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c96') },
        { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#69c') },
      ]);
      await expect
        .poll(() => page.getByRole('button', { name: m.removePhoto }).count(), { timeout: 150_000 })
        .toBe(2);
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole('button', { name: m.submitForReview }).click();
      await expect.poll(() => page.getByText(m.submitted).isVisible(), PATIENT).toBe(true);
      const works = await asMember<{
        data: {
          items: { title: string; status: string; review_requested_at: string | null; photos: unknown[] }[];
        };
      }>(token, '/v1/company/works');
      const work = works.data.items.find((w) => w.title === `老屋翻新作品（${name}）`);
      expect(work).toMatchObject({ status: 'draft', area_ping: 28 });
      expect(work?.review_requested_at).not.toBeNull();
      expect(work?.photos).toHaveLength(2);
      expect(await axeProblems(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT * 2,
  );
});
