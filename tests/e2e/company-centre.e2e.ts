/**
 * The company centre in Chromium (docs/spec/company-side.md#centre), on a phone (390 × 844) and a
 * desktop (1280 × 800), on the console's stack (the built host site behind the API, the job engine
 * working the uploads, as `npm start` runs them): a member opens /user-company signed out, signs in
 * by SMS on /login (the code from the dev outbox) and comes back to the centre; fills the company
 * profile (intro, capacity, pause) and saves it; writes a work with two photos uploaded through
 * the media pipeline and sends it for review — the API then holds the work, waiting, with both
 * photos. No serious or critical axe-core violation in the centre on the way.
 */
import { companyCentreMessages as m } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblems } from './harness/axe.ts';
import { DESKTOP, launchChromium, openPage, PHONE } from './harness/browser.ts';
import { fillProfile, sendWorkForReview, writeWork } from './harness/centre-steps.ts';
import { CENTRE, hydrated, signInFromTheGate } from './harness/company-centre.ts';

const { origin } = inject('console');
const PATIENT = { timeout: 30_000 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe.each([
  ['phone', PHONE, CENTRE.mobiles[1]],
  ['desktop', DESKTOP, CENTRE.mobiles[2]],
] as const)('the company centre on a %s', (name, viewport, mobile) => {
  test('a member signs in by SMS, fills the profile and sends a work with photos for review', async () => {
    const { page } = await openPage(browser, `${origin}/user-company`, { viewport, reducedMotion: 'reduce' });
    // Serious and critical violations in the centre (the site's chrome has its own tests).
    const centreAxe = () => axeProblems(page, '.centre');
    await hydrated(page);
    expect(await page.getByRole('heading', { name: m.signInTitle }).isVisible()).toBe(true);
    expect(await centreAxe()).toEqual([]);
    await signInFromTheGate(page, mobile);
    await expect.poll(() => page.getByText(CENTRE.company).first().isVisible(), PATIENT).toBe(true);
    expect(await centreAxe()).toEqual([]);

    const profile = await fillProfile(page, { intro: `專做老屋翻新（${name}）`, capacity: 12, paused: true });
    expect(await centreAxe()).toEqual([]);
    expect(profile).toMatchObject({ intro: `專做老屋翻新（${name}）`, monthly_capacity: 12, paused: true });

    // A work with two photos, sent for review.
    const title = `老屋翻新作品（${name}）`;
    await writeWork(page, { title, areaPing: 28 });
    expect(await centreAxe()).toEqual([]);
    const work = await sendWorkForReview(page, title);
    expect(work).toMatchObject({ status: 'draft', area_ping: 28 });
    expect(work?.review_requested_at).not.toBeNull();
    expect(work?.photos).toHaveLength(2);
    expect(await centreAxe()).toEqual([]);
  }, 240_000);
});
