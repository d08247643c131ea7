/**
 * The company centre in Chromium (docs/spec/company-side.md#centre), on a phone (390 × 844) and a
 * desktop (1280 × 800), on the console's stack (the built host site behind the API, the job engine
 * working the uploads, as `npm start` runs them): a member opens /user-company signed out, signs in
 * by SMS on /login (the code from the dev outbox) and comes back to the centre; fills the company
 * profile (intro, capacity, pause) and saves it; writes a work with two photos uploaded through
 * the media pipeline and sends it for review — the API then holds the work, waiting, with both
 * photos. No serious or critical axe-core violation in the centre on the way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { companyCentreMessages as m } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE } from './harness/browser.ts';
import { CENTRE, hydrated, signInFromTheGate } from './harness/company-centre.ts';

const { origin } = inject('console');
const PATIENT = { timeout: 30_000 } as const;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations in the centre (the site's chrome has its own tests). */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(el: Element): Promise<{ violations: { id: string; impact: string }[] }> };
    };
    const result = await axe.run(document.querySelector('.centre')!);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}`);
  });
}

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

/** GET the API as the member (the site's HttpOnly token cookie, read by Playwright). */
async function asMember<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const answer = await fetch(new URL(path, origin), { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

describe.each([
  ['phone', PHONE, CENTRE.mobiles[1]],
  ['desktop', DESKTOP, CENTRE.mobiles[2]],
] as const)('the company centre on a %s', (name, viewport, mobile) => {
  test('a member signs in by SMS, fills the profile and sends a work with photos for review', async () => {
    const { page } = await openPage(browser, `${origin}/user-company`, { viewport, reducedMotion: 'reduce' });
    await hydrated(page);
    expect(await page.getByRole('heading', { name: m.signInTitle }).isVisible()).toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    await signInFromTheGate(page, mobile);
    await expect.poll(() => page.getByText(CENTRE.company).first().isVisible(), PATIENT).toBe(true);
    expect(await axeProblems(page)).toEqual([]);

    // The profile.
    const menu = page.getByRole('navigation', { name: m.navLabel });
    await menu.getByRole('link', { name: m.tabs.profile }).click();
    await page.getByLabel(m.introLabel, { exact: true }).fill(`專做老屋翻新（${name}）`);
    await page.getByLabel(m.capacityLabel, { exact: true }).fill('12');
    await page.getByLabel(m.pausedLabel, { exact: true }).check();
    await page.getByRole('button', { name: m.save }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: m.saved }).count(), PATIENT).toBe(1);
    expect(await axeProblems(page)).toEqual([]);
    const profile = await asMember<{ data: { intro: string; monthly_capacity: number; paused: boolean } }>(
      page,
      '/v1/company/profile',
    );
    expect(profile.data).toMatchObject({
      intro: `專做老屋翻新（${name}）`,
      monthly_capacity: 12,
      paused: true,
    });

    // A work with two photos, sent for review.
    await menu.getByRole('link', { name: m.tabs.works }).click();
    await page.getByRole('button', { name: m.newWork }).click();
    await page.getByLabel(m.workTitleLabel, { exact: true }).fill(`老屋翻新作品（${name}）`);
    await page.getByLabel(m.areaLabel, { exact: true }).fill('28');
    await page.getByLabel(m.addPhotos, { exact: true }).setInputFiles([
      { name: 'living.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c96') },
      { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#69c') },
    ]);
    await expect
      .poll(
        async () =>
          (await page.getByRole('button', { name: m.removePhoto }).count()) === 2 ||
          (await page.locator('.centre__error').allTextContents()).join(' ').trim(),
        { timeout: 60_000 },
      )
      .toBe(true);
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('button', { name: m.submitForReview }).click();
    await expect.poll(() => page.getByText(m.submitted).isVisible(), PATIENT).toBe(true);
    const works = await asMember<{
      data: {
        items: {
          title: string;
          status: string;
          area_ping: number;
          review_requested_at: string | null;
          photos: unknown[];
        }[];
      };
    }>(page, '/v1/company/works');
    const work = works.data.items.find((w) => w.title === `老屋翻新作品（${name}）`);
    expect(work).toMatchObject({ status: 'draft', area_ping: 28 });
    expect(work?.review_requested_at).not.toBeNull();
    expect(work?.photos).toHaveLength(2);
    expect(await axeProblems(page)).toEqual([]);
  }, 240_000);
});
