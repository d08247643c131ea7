/**
 * The community-quote popup in Chromium on the partner page: every validation
 * message of the community form (docs/spec/quotes.md#validation), and the whole flow — search → choose →
 * layout →
 * size → mobile → submit — storing the lead (read back through the API) and landing on the main
 * site's /decorationfrom/result_v3?id=; on a phone, the full-page search and the size picker.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import {
  alerts,
  apiJson,
  dialogOf,
  focused,
  heard,
  mobileFor,
  openWidgetPage,
  renovo,
  untilPending,
  waitForClosed,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-community-quote';
const SUBMIT = '一鍵領取報價清單';
/** A seeded community of 臺北市 (the seed is deterministic). */
const KEYWORD = '晴川天廈';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Community {
  id: number;
  title: string;
  name: string;
  address: string;
}
interface Layout {
  room: number;
  hall: number;
  bath: number;
  area_list: { building_area: number | string }[];
}

/** The community the search finds first, and its layouts, as the API answers them. */
async function seededCommunity(): Promise<{ community: Community; layouts: Layout[] }> {
  const found = await apiJson<{ data: Community[] }>(
    apiOrigin,
    `/hyperf/valuation/communities?regionId=1&keyword=${encodeURIComponent(KEYWORD)}`,
  );
  const community = found.body.data[0]!;
  const layouts = await apiJson<{ data: Layout[] }>(
    apiOrigin,
    `/hyperf/valuation/community_layouts?community_id=${community.id}`,
  );
  return { community, layouts: layouts.body.data };
}

/** Quotes stored today (recent_records count). */
async function todayCount(): Promise<number> {
  const { body } = await apiJson<{ data: { count: number } }>(
    apiOrigin,
    '/hyperf/valuation/v3/recent_records?per_page=1',
  );
  return body.data.count;
}

function fields(dialog: Locator) {
  return {
    region: dialog.locator('select[name="region_id"]'),
    keyword: dialog.getByRole('combobox', { name: '社區名稱' }),
    size: dialog.locator('input[name="size"]'),
    mobile: dialog.locator('input[name="mobile"]'),
    accepted: dialog.locator('input[name="accepted"]'),
    submit: dialog.getByRole('button', { name: SUBMIT }),
  };
}

describe('community quote (renovo-community-quote)', () => {
  test('every validation message of the community form', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: DESKTOP });
    await renovo(page, 'open', 'community-quote', { stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    // Skip the community: the plain form step.
    await dialog.getByRole('button', { name: '跳過' }).click();
    await form.submit.waitFor();
    expect(await dialog.getByRole('button', { name: '填寫社區' }).count()).toBe(1);

    await form.submit.click();
    await expect.poll(() => alerts(dialog)).toEqual(['請填寫房屋坪數', '請填寫行動電話', '請勾選服務條款']);
    expect(await focused(page)).toBe('input#cq-size');
    for (const input of [form.size, form.mobile, form.accepted]) {
      expect(await input.getAttribute('aria-invalid')).toBe('true');
    }

    await form.size.fill('0');
    await form.mobile.fill('0812345678');
    await form.submit.click();
    await expect
      .poll(() => alerts(dialog))
      .toEqual(['請填寫正確的房屋坪數', '請填寫正確的行動電話', '請勾選服務條款']);

    // Exactly 10 characters; a leading zero, more than 2 decimals are not a size.
    await form.mobile.fill('091234567');
    await form.size.fill('012');
    await form.submit.click();
    await expect
      .poll(() => alerts(dialog))
      .toEqual(['請填寫正確的房屋坪數', '請填寫正確的行動電話', '請勾選服務條款']);

    // Ticking the box clears its message.
    await form.accepted.check();
    expect(await alerts(dialog)).toEqual(['請填寫正確的房屋坪數', '請填寫正確的行動電話']);

    // A size above 999 becomes 999; valid values clear every message.
    await form.size.fill('1200');
    expect(await form.size.inputValue()).toBe('999');
    await form.size.fill('28.5');
    await form.mobile.fill('0912345678');
    await form.accepted.check();
    expect(await alerts(dialog)).toEqual([]);
    await page.context().close();
  });

  test('Generic field rules, trigger blur: 0 in 房屋坪數 or an empty 行動電話 shows its message when left', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: DESKTOP });
    await renovo(page, 'open', 'community-quote', { stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    await dialog.getByRole('button', { name: '跳過' }).click();
    await form.size.fill('0');
    expect(await alerts(dialog)).toEqual([]);
    await form.size.blur();
    await expect.poll(() => alerts(dialog)).toEqual(['請填寫正確的房屋坪數']);
    await form.mobile.focus();
    await form.mobile.blur();
    await expect.poll(() => alerts(dialog)).toEqual(['請填寫正確的房屋坪數', '請填寫行動電話']);
    expect(await form.mobile.getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  test('search → choose → layout → size → mobile → submit stores the lead and lands on result_v3?id=', async () => {
    const { community, layouts } = await seededCommunity();
    expect(layouts.length).toBeGreaterThan(0);
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: DESKTOP });
    await page.getByRole('button', { name: '社區報價' }).click();
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    await form.region.selectOption('1');
    await form.keyword.fill(KEYWORD);
    // Debounced 600 ms, then the listbox.
    const option = dialog.getByRole('option', { name: new RegExp(community.title) });
    await option.waitFor({ timeout: 10_000 });
    expect(await form.keyword.getAttribute('aria-expanded')).toBe('true');
    await option.click();

    // Detail step: the community, its address and its layouts as N房N廳N衛.
    await dialog.getByRole('heading', { name: community.title }).waitFor();
    expect(await dialog.getByText(community.address).count()).toBe(1);
    const radios = dialog.getByRole('radio');
    const labels = layouts.map((l) => `${l.room}房${l.hall}廳${l.bath}衛`);
    await expect.poll(() => dialog.locator('[part~="layout"]').allTextContents()).toEqual(labels);
    expect(await radios.first().isChecked()).toBe(true);
    const firstArea = (l: Layout) => String(Number(l.area_list[0]!.building_area));
    expect(Number(await form.size.inputValue())).toBe(Number(firstArea(layouts[0]!)));
    const chosen = layouts.length - 1;
    await radios.nth(chosen).check();
    expect(Number(await form.size.inputValue())).toBe(Number(firstArea(layouts[chosen]!)));

    // The desktop cost preview follows the size (in 萬, tabs 簡裝/精裝/豪裝).
    const preview = dialog.locator('[part~="cost-preview"]');
    expect(await preview.getByRole('tab').allTextContents()).toEqual(['簡裝', '精裝', '豪裝']);
    // The preview of the size typed (one for the layout chosen above may still be on its way).
    const previewed = page.waitForRequest(
      (r) =>
        r.url().includes('/valuation/v3/preview') && (r.postDataJSON() as { size?: number })?.size === 28.5,
    );
    await form.size.fill('28.5');
    // One lead, one price: the preview prices the chosen layout, the one the submit stores.
    expect((await previewed).postDataJSON()).toMatchObject({
      size: 28.5,
      house_layout: {
        bedroom: layouts[chosen]!.room,
        living_room: layouts[chosen]!.hall,
        bathroom: layouts[chosen]!.bath,
        kitchen: 0,
        balcony: 0,
      },
    });
    await expect.poll(() => preview.locator('[part~="preview-total"]').textContent()).toContain('萬');

    await form.mobile.fill(mobileFor(201));
    await form.accepted.check();
    const before = await todayCount();
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === '/decorationfrom/result_v3', { timeout: 15_000 });
    const landed = new URL(page.url());
    expect(landed.origin).toBe(apiOrigin);
    const id = landed.searchParams.get('id');
    expect(id).toMatch(/^[A-Za-z0-9_-]{52}$/);
    expect(await todayCount()).toBe(before + 1);

    const result = await apiJson<{
      data: {
        variant: string;
        size: number;
        region_id: number;
        community: Community;
        house_layout: Record<string, number>;
      };
    }>(apiOrigin, `/hyperf/valuation/v3/result?id=${id}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      variant: 'community',
      region_id: 1,
      size: 28.5,
      community: { id: community.id, title: community.title, address: community.address },
    });
    expect(result.body.data.house_layout).toMatchObject({
      bedroom: layouts[chosen]!.room,
      living_room: layouts[chosen]!.hall,
      bathroom: layouts[chosen]!.bath,
    });
    await page.context().close();
  });

  test('390×844: the full-page search (取消), the size-picker sheet, and a stop-redirect submit', async () => {
    const { community, layouts } = await seededCommunity();
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
    await renovo(page, 'open', 'community-quote', { stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    const trigger = dialog.locator('[part~="search-trigger"]');
    // A nested sheet's native dialog closes once its content is gone (an effect after paint):
    // until then the rest of the popup is inert.
    const onlyMainOpen = () => expect.poll(() => page.locator(`${TAG} dialog[open]`).count()).toBe(1);

    // The full-page search: 取消 clears the keyword and closes it.
    await trigger.click();
    const search = page.locator(`${TAG} [part~="search-page"]`);
    await search.waitFor();
    await search.getByRole('combobox').fill('不存在的社區名稱');
    await search.locator('[part~="empty-notice"]').waitFor({ timeout: 10_000 });
    expect(await search.locator('[part~="empty-notice"] li').count()).toBe(2);
    await search.getByRole('button', { name: '取消' }).click();
    await onlyMainOpen();

    await trigger.click();
    await search.getByRole('combobox').fill(KEYWORD);
    await search.getByRole('option', { name: new RegExp(community.title) }).click();
    await onlyMainOpen();
    await dialog.getByRole('heading', { name: community.title }).waitFor();

    // The size is a combobox opening the picker sheet with the layout's areas.
    const size = fields(dialog).size;
    expect(await size.getAttribute('role')).toBe('combobox');
    await size.click();
    const picker = page.locator(`${TAG} [part~="size-picker"]`);
    await picker.waitFor();
    const options = picker.locator('[part~="size-option"]');
    // The options arrive with the layouts (not with the sheet): wait for them.
    await expect
      .poll(() => options.count(), { timeout: 30_000 })
      .toBe(new Set(layouts[0]!.area_list.map((a) => Number(a.building_area))).size);
    await picker.getByLabel('房屋坪數').fill('33.333');
    expect(await picker.getByLabel('房屋坪數').inputValue()).toBe('33.33');
    await picker.getByRole('button', { name: '確定' }).click();
    await onlyMainOpen();
    expect(await size.inputValue()).toBe('33.33');

    await fields(dialog).mobile.fill(mobileFor(202));
    await fields(dialog).accepted.check();
    await fields(dialog).submit.click();
    const submitted = await waitForEvent(page, 'renovo-submit');
    expect(submitted.detail).toEqual({
      widget: 'community-quote',
      id: expect.any(Number),
      publicId: expect.stringMatching(/^[A-Za-z0-9_-]{52}$/),
      redirect: null,
    });
    await waitForClosed(page, TAG);
    expect(page.url()).toBe(`${partnerOrigin}/`);
    const result = await apiJson<{ data: { variant: string; size: number } }>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${submitted.detail.publicId}`,
    );
    expect(result.body.data).toMatchObject({ variant: 'community', size: 33.33 });
    await page.context().close();
  });

  // After 跳過 the form keeps the community rules (decimals allowed); the API stores such a
  // lead without a community instead of refusing the decimal.
  test('跳過, then a decimal size: the quote is stored with that size', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: DESKTOP });
    await renovo(page, 'open', 'community-quote', { stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    await dialog.getByRole('button', { name: '跳過' }).click();
    await form.size.fill('28.5');
    await form.mobile.fill(mobileFor(203));
    await form.accepted.check();
    await form.submit.click();
    await page.waitForFunction(
      () =>
        ((window as unknown as { __heard?: { type: string }[] }).__heard ?? []).some((e) =>
          ['renovo-submit', 'renovo-error'].includes(e.type),
        ),
      undefined,
      { timeout: 15_000 },
    );
    expect((await heard(page, 'renovo-error')).map((e) => e.detail)).toEqual([]);
    const submitted = await waitForEvent(page, 'renovo-submit');
    const result = await apiJson<{ data: { size: number } }>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${submitted.detail.publicId}`,
    );
    expect(result.body.data.size).toBe(28.5);
    await page.context().close();
  });

  test('a stop-redirect quote left pending while the network is down is resent a minute later: renovo-submit, closed', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, {
      viewport: DESKTOP,
      fakeClock: true,
    });
    const submitUrl = `${apiOrigin}/hyperf/valuation/v3/submit`;
    const keys: string[] = [];
    await page.route(submitUrl, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.abort('failed');
    });
    await renovo(page, 'open', 'community-quote', { stopRedirect: true });
    const dialog = await dialogOf(page, TAG);
    const form = fields(dialog);
    await dialog.getByRole('button', { name: '跳過' }).click();
    await form.size.fill('31');
    await form.mobile.fill(mobileFor(204));
    await form.accepted.check();
    await form.submit.click();
    await untilPending(page);
    expect(await heard(page, 'renovo-submit')).toEqual([]);

    await page.unroute(submitUrl);
    await page.clock.runFor(61_000);
    const submitted = await waitForEvent(page, 'renovo-submit');
    await waitForClosed(page, TAG);
    expect((await heard(page, 'renovo-close')).map((e) => e.detail)).toEqual([
      { widget: 'community-quote', reason: 'submit' },
    ]);
    expect(new Set(keys).size).toBe(1);
    const result = await apiJson<{ data: { size: number } }>(
      apiOrigin,
      `/hyperf/valuation/v3/result?id=${submitted.detail.publicId}`,
    );
    expect(result.body.data.size).toBe(31);
    await page.context().close();
  });
});
