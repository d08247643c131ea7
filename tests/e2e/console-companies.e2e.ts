/**
 * Companies and works on the built system (docs/spec/console.md#companies, #works), in Chromium:
 * an editor uploads a logo and two photos, creates a company with the logo (published, verified)
 * and a work with the photos (reordered with 下移, published) on the console's screens; the site
 * then shows the company with its verified badge and logo, and the work page shows its photos
 * as `<picture>`s with AVIF and WebP sources and a width and height. Both screens, form open,
 * pass axe at 1280 × 800 and 390 × 844.
 */
import {
  consoleCompanyMessages as cm,
  companyMessages,
  format,
  consoleMessages as m,
  consoleWorkMessages as wm,
} from '@renovo/core/messages';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { axeProblemsAt } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { openConsoleScreen } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Uploads a photo through the media library's API in the page's session; answers its id once processed. */
async function uploadedPhoto(page: Page, colour: string): Promise<number> {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const answer = await page.request.post(`${stack.origin}/console/api/media`, {
    headers: { origin: stack.origin },
    multipart: { file: { name: `${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer } },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()).data as { id: number };
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${stack.origin}/console/api/media/${id}`)).json()).data.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('ready');
  return id;
}

const COMPANY = '端對端測試設計';
const WORK = '端對端測試作品：大安區 28 坪';

describe('companies and works screens', () => {
  let companyId = 0;
  let workId = 0;

  test('an editor creates a company with a logo and a work with photos; both are published', async () => {
    const { context, page } = await openConsoleScreen(
      browser,
      stack.origin,
      stack.contentEditor,
      m.nav.companies,
    );
    const [logo, living, kitchen] = [
      await uploadedPhoto(page, '#c08040'),
      await uploadedPhoto(page, '#4080c0'),
      await uploadedPhoto(page, '#40c080'),
    ];
    await page.getByRole('button', { name: cm.create }).click();
    const form = page.getByRole('form', { name: cm.create });
    await form.getByLabel(cm.name).fill(COMPANY);
    await form.getByLabel(cm.logo).fill(String(logo));
    await form.getByLabel(cm.intro).fill('專做老屋翻新與小宅收納');
    await form.getByLabel(cm.address).fill('臺北市大安區復興南路一段 1 號');
    await form.getByLabel(cm.phone).fill('02-2700-0000');
    await form.getByLabel(cm.taxId).fill('04595258');
    await expect.poll(() => form.getByText(cm.badTaxId).count()).toBe(1);
    await form.getByLabel(cm.taxId).fill('04595257');
    await form.getByLabel(cm.verified).check();
    await form.getByLabel(cm.status).selectOption('published');
    await form.getByRole('button', { name: m.common.save }).click();
    await page.getByRole('rowheader', { name: COMPANY }).waitFor();
    const companies = await (
      await page.request.get(`${stack.origin}/console/api/companies?q=${encodeURIComponent(COMPANY)}`)
    ).json();
    companyId = companies.data.items[0].id;

    await page
      .getByRole('navigation', { name: m.nav.label })
      .getByRole('link', { name: m.nav.works })
      .click();
    await page.getByRole('heading', { level: 1, name: wm.title }).waitFor();
    await page.getByRole('button', { name: wm.create }).click();
    const workForm = page.getByRole('form', { name: wm.create });
    await workForm.getByLabel(wm.companySearch).fill(COMPANY);
    // The select's name is its label and the option shown ("設計公司 —").
    const company = workForm.getByRole('combobox', { name: new RegExp(`^${wm.company}`) });
    await expect.poll(() => company.locator('option').count()).toBe(2);
    await company.selectOption(String(companyId));
    await workForm.getByLabel(wm.workTitle).fill(WORK);
    await workForm.getByLabel(wm.designer).fill('王設計師');
    const photos = workForm.getByRole('group', { name: wm.photos });
    for (const id of [kitchen, living]) {
      await photos.getByLabel(wm.photoId, { exact: true }).fill(String(id));
      await photos.getByRole('button', { name: wm.addPhoto }).click();
    }
    const rows = photos.locator('li.photo-row');
    await rows.nth(0).getByLabel(wm.space).selectOption('5');
    await rows.nth(0).getByLabel(wm.alt).fill('白色廚房');
    await rows.nth(1).getByLabel(wm.alt).fill('木質客廳');
    // The keyboard way: 下移 moves the kitchen after the living room, and keeps focus on it.
    await rows
      .nth(0)
      .getByRole('button', { name: new RegExp(`^${wm.moveDown}`) })
      .click();
    await expect.poll(() => rows.nth(0).getByLabel(wm.alt).inputValue()).toBe('木質客廳');
    await workForm.getByLabel(cm.status).selectOption('published');
    await workForm.getByRole('button', { name: m.common.save }).click();
    await page.getByRole('rowheader', { name: WORK }).waitFor();
    const works = await (
      await page.request.get(`${stack.origin}/console/api/works?q=${encodeURIComponent('端對端')}`)
    ).json();
    workId = works.data.items[0].id;
    const work = (await (await page.request.get(`${stack.origin}/console/api/works/${workId}`)).json()).data;
    expect(work.photos.map((p: { mediaId: number }) => p.mediaId)).toEqual([living, kitchen]);
    await context.close();
  }, 120_000);

  test('the site shows the company with its badge and logo, and the work page shows <picture>s with AVIF and WebP', async () => {
    expect(workId).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${stack.origin}/company/${companyId}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(COMPANY) }).waitFor();
    expect(await page.locator('h1 .verified-badge').textContent()).toContain(companyMessages.verified);
    const logoSources = await page
      .locator('.company-detail__header picture source')
      .evaluateAll((els) => els.map((el) => el.getAttribute('type')));
    expect(logoSources).toEqual(['image/avif', 'image/webp', 'image/jpeg']);

    await page.goto(`${stack.origin}/works/${workId}`);
    await page.getByRole('heading', { level: 1, name: WORK }).waitFor();
    const pictures = page.locator('.work-gallery picture');
    await expect.poll(() => pictures.count()).toBe(2);
    const first = pictures.first();
    expect(
      await first.locator('source').evaluateAll((els) => els.map((el) => el.getAttribute('type'))),
    ).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(await first.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(
      /\.avif 640w, .+\.avif 1280w$/,
    );
    const img = first.locator('img');
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(await img.getAttribute('alt')).toBe('木質客廳');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await context.close();
  }, 60_000);

  test('both screens, form open, pass axe at 1280 × 800 and 390 × 844', async () => {
    for (const [screen, create] of [
      [m.nav.companies, cm.create],
      [m.nav.works, wm.create],
    ] as const) {
      const { context, page } = await openConsoleScreen(browser, stack.origin, stack.contentEditor, screen);
      await page.getByRole('rowheader').first().waitFor();
      await page.getByRole('button', { name: create }).click();
      await page.getByRole('form', { name: create }).waitFor();
      // A photo field's library list open too: it fills the form, no wider.
      await page
        .getByRole('button', { name: new RegExp(format(wm.pickFrom, { label: '.+' })) })
        .first()
        .click();
      await page.locator('div.media-picker').first().waitFor();
      expect(await axeProblemsAt(page, [DESKTOP, PHONE])).toEqual([]);
      const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll[0]).toBeLessThanOrEqual(scroll[1]!);
      await context.close();
    }
  }, 120_000);
});
