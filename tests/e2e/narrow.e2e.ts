/**
 * Usable at 320 px width: at 320×568 the quote, the
 * community quote, the login sheet and the order modal open on the partner page with nothing
 * sticking out sideways inside the dialog (before and after their messages show), the submit
 * button can be scrolled to and is the element under its own centre, and the fields take input:
 * each flow is completed there.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium } from './harness/browser.ts';
import {
  alerts,
  dialogOf,
  mobileFor,
  openWidgetPage,
  renovo,
  smsCode,
  waitForClosed,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const NARROW = { width: 320, height: 568 } as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * What sticks out sideways in a dialog (or sheet): the box past the viewport, a horizontal scroll
 * in it, or any rendered element past its left or right edge (as `tag.class part`).
 */
function overflowIn(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((d) => {
    const box = d.getBoundingClientRect();
    const found: string[] = [];
    if (box.left < -0.5 || box.right > innerWidth + 0.5) found.push(`dialog at ${box.left}…${box.right}`);
    if (d.scrollWidth > d.clientWidth + 1) found.push(`dialog scrolls: ${d.scrollWidth} > ${d.clientWidth}`);
    for (const el of d.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) {
        const name = `${el.localName}.${[...el.classList].join('.')} ${el.getAttribute('part') ?? ''}`;
        found.push(`${name.trim()} at ${Math.round(r.left)}…${Math.round(r.right)}`);
      }
    }
    return found;
  });
}

/** Scrolls the control into view and checks it is inside the viewport and not covered. */
async function expectReachable(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(NARROW.height);
  const hit = await control.evaluate(
    (el, [x, y]) => {
      const root = el.getRootNode() as ShadowRoot;
      const top = root.elementFromPoint(x!, y!);
      return top === el || el.contains(top);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit, 'the control is the element under its own centre').toBe(true);
}

describe('usable at 320×568', () => {
  for (const version of ['v2', 'v3'] as const) {
    test(`quote ${version}: no sideways overflow, the submit reachable, the form completed`, async () => {
      const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: NARROW });
      // The v2 banner and records arrive after the form and push it down: measure once they are in.
      const extras =
        version === 'v2'
          ? ['/v3/recent_records', '/v3/banner'].map((path) =>
              page.waitForResponse((response) => response.url().includes(path)),
            )
          : [];
      await renovo(page, 'open', 'quote', { version, stopRedirect: true });
      const dialog = await dialogOf(page, 'renovo-quote');
      await Promise.all(extras);
      if (version === 'v2') {
        await expect
          .poll(() =>
            dialog.locator('[part~="banner"] img').evaluate((img: HTMLImageElement) => img.complete),
          )
          .toBe(true);
      }
      const submit = dialog.getByRole('button', { name: '免費獲取裝修報價單' });
      expect(await overflowIn(dialog)).toEqual([]);
      await expectReachable(submit);
      await submit.click();
      await expect.poll(() => alerts(dialog)).toEqual(['請輸入房屋坪數', '請輸入行動電話', '請勾選']);
      expect(await overflowIn(dialog)).toEqual([]);

      await dialog.locator('select[name="region_id"]').selectOption('2');
      await dialog.locator('input[name="size"]').fill('28');
      await dialog.locator('input[name="mobile"]').fill(mobileFor(version === 'v2' ? 601 : 602));
      await dialog.locator('input[name="accepted"]').check();
      await expectReachable(submit);
      await submit.click();
      expect((await waitForEvent(page, 'renovo-submit')).detail).toMatchObject({ widget: 'quote' });
      await waitForClosed(page, 'renovo-quote');
      await page.context().close();
    });
  }

  test('community quote: no sideways overflow in its steps, the submit reachable, the form completed', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: NARROW });
    await renovo(page, 'open', 'community-quote', { stopRedirect: true });
    const dialog = await dialogOf(page, 'renovo-community-quote');
    expect(await overflowIn(dialog)).toEqual([]);
    const skip = dialog.getByRole('button', { name: '跳過' });
    await expectReachable(skip);
    await skip.click();
    const submit = dialog.getByRole('button', { name: '一鍵領取報價清單' });
    await submit.waitFor();
    expect(await overflowIn(dialog)).toEqual([]);
    await expectReachable(submit);
    await submit.click();
    await expect.poll(() => alerts(dialog)).toEqual(['請填寫房屋坪數', '請填寫行動電話', '請勾選服務條款']);
    expect(await overflowIn(dialog)).toEqual([]);

    // Below 850 px the size is chosen in the size-picker sheet.
    await dialog.locator('input[name="size"]').click();
    const picker = page.locator('renovo-community-quote [part~="size-picker"]');
    await picker.waitFor();
    expect(await overflowIn(picker)).toEqual([]);
    // Whole ping: a decimal after 跳過 is refused by the API (see community-flow.e2e.ts).
    await picker.getByLabel('房屋坪數').fill('31');
    const confirm = picker.getByRole('button', { name: '確定' });
    await expectReachable(confirm);
    await confirm.click();
    await expect.poll(() => page.locator('renovo-community-quote dialog[open]').count()).toBe(1);
    expect(await dialog.locator('input[name="size"]').inputValue()).toBe('31');
    await dialog.locator('input[name="mobile"]').fill(mobileFor(603));
    await dialog.locator('input[name="accepted"]').check();
    await expectReachable(submit);
    await submit.click();
    expect((await waitForEvent(page, 'renovo-submit')).detail).toMatchObject({ widget: 'community-quote' });
    await waitForClosed(page, 'renovo-community-quote');
    await page.context().close();
  });

  test('login sheet: no sideways overflow, the send-code and submit buttons reachable, a login completed', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: NARROW });
    await renovo(page, 'open', 'login-sheet');
    const dialog = await dialogOf(page, 'renovo-login-sheet', '手機號碼登入');
    const mobileInput = dialog.locator('input[name="mobile"]');
    const code = dialog.locator('input[name="code"]');
    const sendCode = dialog.locator('[part~="send-code"]');
    const submit = dialog.getByRole('button', { name: '登入', exact: true });
    expect(await overflowIn(dialog)).toEqual([]);
    await mobileInput.focus();
    await code.focus();
    await mobileInput.focus();
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入行動電話', '請輸入驗證碼']);
    expect(await overflowIn(dialog)).toEqual([]);

    const mobile = mobileFor(604);
    await mobileInput.fill(mobile);
    await expectReachable(sendCode);
    await sendCode.click();
    // The countdown label is the longest the button gets.
    await expect.poll(() => sendCode.textContent()).toMatch(/^\d+s 重發$/);
    expect(await overflowIn(dialog)).toEqual([]);
    await code.fill(await smsCode(apiOrigin, mobile));
    await dialog.locator('input[name="accepted"]').check();
    await expectReachable(submit);
    await submit.click();
    expect((await waitForEvent(page, 'renovo-login')).detail).toEqual({
      widget: 'login-sheet',
      via: 'login',
    });
    await waitForClosed(page, 'renovo-login-sheet');
    await page.context().close();
  });

  for (const variant of ['A', 'B'] as const) {
    test(`order modal ${variant}: no sideways overflow, the submit reachable, a clue stored`, async () => {
      const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: NARROW });
      await renovo(page, 'open', 'order-modal', { variant });
      const dialog = await dialogOf(page, 'renovo-order-modal');
      const submit = dialog.locator('button[type="submit"]');
      expect(await overflowIn(dialog)).toEqual([]);
      await expectReachable(submit);
      await submit.click();
      await expect.poll(() => alerts(dialog)).toEqual(['請輸入行動電話', '請勾選服務條款']);
      expect(await overflowIn(dialog)).toEqual([]);
      await dialog.locator('input[name="mobile"]').fill(mobileFor(variant === 'A' ? 605 : 606));
      await dialog.locator('input[name="accepted"]').check();
      await expectReachable(submit);
      await submit.click();
      expect((await waitForEvent(page, 'renovo-submit')).detail).toMatchObject({ widget: 'order-modal' });
      await waitForClosed(page, 'renovo-order-modal');
      await page.context().close();
    });
  }
});
