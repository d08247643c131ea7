/**
 * The company centre's steps as a signed-in member takes them in Chromium
 * (docs/spec/company-side.md#centre): the profile (公司資料) filled and saved, a work (作品) with
 * photos uploaded through the media pipeline and sent for review. Each step is then read back
 * through the API as that member, so a test checks what the server holds, not only the screen.
 *
 * @example await fillProfile(page, { intro: '專做老屋翻新', capacity: 12 });
 */
import { format, companyCentreMessages as m } from '@renovo/core';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

const PATIENT = { timeout: 30_000 } as const;

/** A small JPEG of one colour. */
const jpeg = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** GET the API as the page's member (its HttpOnly token cookie, read by Playwright). */
async function asMember<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
  const answer = await fetch(new URL(path, page.url()), { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** Opens a tab of the centre from its menu and waits for its heading. */
export async function openCentreTab(page: Page, tab: keyof typeof m.tabs): Promise<void> {
  await page.getByRole('navigation', { name: m.navLabel }).getByRole('link', { name: m.tabs[tab] }).click();
  await page.getByRole('heading', { name: m.tabs[tab], exact: true }).waitFor(PATIENT);
}

/** What a member writes on 公司資料; what is left out stays as it is. */
export interface ProfileInput {
  /** A logo uploaded from this colour. */
  logo?: string;
  intro: string;
  /** Cities served besides those already ticked, by name. */
  served?: string[];
  /** Styles ticked, by name. */
  styles?: string[];
  budgetWan?: { min: number; max: number };
  teamSize?: number;
  capacity: number;
  paused?: boolean;
}

/** The profile as the API answers it (the fields the steps check). */
export interface SavedProfile {
  intro: string;
  logo: { src: string } | null;
  served_region_ids: number[];
  style_ids: number[];
  price_min_wan: number;
  price_max_wan: number;
  team_size: number;
  monthly_capacity: number;
  paused: boolean;
}

/** Fills 公司資料 and saves it; answers the profile the API then holds. */
export async function fillProfile(page: Page, input: ProfileInput): Promise<SavedProfile> {
  await openCentreTab(page, 'profile');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  if (input.logo) {
    await field(m.logoUpload).setInputFiles({
      name: 'logo.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(input.logo),
    });
    // Shown once the pipeline made its variants: loaded, so the page's CSP let it in.
    const logo = page.getByRole('img', { name: m.logoLabel });
    await logo.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), PATIENT)
      .toBeGreaterThan(0);
  }
  await field(m.introLabel).fill(input.intro);
  const ticks = async (group: string, names: readonly string[] = []) => {
    for (const name of names)
      await page.getByRole('group', { name: group }).getByLabel(name, { exact: true }).check();
  };
  await ticks(m.servedLabel, input.served);
  await ticks(m.stylesLabel, input.styles);
  if (input.budgetWan) {
    await field(m.priceMinLabel).fill(String(input.budgetWan.min));
    await field(m.priceMaxLabel).fill(String(input.budgetWan.max));
  }
  if (input.teamSize !== undefined) await field(m.teamSizeLabel).fill(String(input.teamSize));
  await field(m.capacityLabel).fill(String(input.capacity));
  if (input.paused !== undefined) await field(m.pausedLabel).setChecked(input.paused);
  await page.getByRole('button', { name: m.save }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: m.saved }).count(), PATIENT).toBe(1);
  return asMember<SavedProfile>(page, '/v1/company/profile');
}

/** A work as the API answers it (the fields the steps check). */
export interface SavedWork {
  title: string;
  status: string;
  area_ping: number;
  review_requested_at: string | null;
  photos: unknown[];
}

/** On 作品: a new work with a title, an area and two photos, each uploaded and ready in the editor. */
export async function writeWork(page: Page, work: { title: string; areaPing: number }): Promise<void> {
  await openCentreTab(page, 'works');
  await page.getByRole('button', { name: m.newWork }).click();
  await page.getByLabel(m.workTitleLabel, { exact: true }).fill(work.title);
  await page.getByLabel(m.areaLabel, { exact: true }).fill(String(work.areaPing));
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
}

/**
 * Sends the work in the editor for review; waits until the list shows it waiting (待審核) with
 * its two photos, and answers the work the API then holds.
 */
export async function sendWorkForReview(page: Page, title: string): Promise<SavedWork | undefined> {
  await page.getByRole('button', { name: m.submitForReview }).click();
  await expect.poll(() => page.getByText(m.submitted).isVisible(), PATIENT).toBe(true);
  await page
    .locator('.centre__card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByText(`${m.workStates.waiting}・${format(m.photoCount, { n: 2 })}`)
    .waitFor(PATIENT);
  const works = await asMember<{ items: SavedWork[] }>(page, '/v1/company/works');
  return works.items.find((w) => w.title === title);
}
