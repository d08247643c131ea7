/**
 * The popconfirm (docs/spec/platform.md#limits: width 230, hide after 200 ms) before 取消收藏 on My Favourites,
 * used
 * by keyboard only: Enter on the button opens it with focus on 取消; Enter there (and Escape)
 * keeps the favourite; Tab to 确定 and Enter removes it (取消收藏成功, gone from the list and
 * from GET /v1/collects).
 */
import {
  collectMessages,
  favouriteMessages,
  modalMessages,
  POPCONFIRM,
  popconfirmMessages,
} from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import {
  asMember,
  hydrated,
  JOURNEY_TIMEOUT,
  journeyMobile,
  memberFromApi,
  PATIENT,
  signIn,
  siteUrl,
  toast,
  visit,
} from './browser.ts';

interface Collects {
  data: { items: { source_type: string; source_id: number }[] };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

function question(page: Page) {
  return page.getByRole('dialog', { name: popconfirmMessages.removeFavourite });
}

/**
 * Presses Enter on the trigger until the question shows: a press within 300 ms of the last one
 * that opened it does nothing (the button debounce), so one press may be swallowed.
 */
async function openByKeyboard(page: Page): Promise<void> {
  const remove = page.locator('.collect-card__remove').first();
  await expect
    .poll(async () => {
      if (!(await question(page).isVisible())) await remove.press('Enter');
      return question(page).isVisible();
    }, PATIENT)
    .toBe(true);
}

/** The name of the focused element. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

describe('journey: removing a favourite asks first (popconfirm), by keyboard', () => {
  test(
    'Enter opens it on 取消; 取消 and Escape keep the favourite; 确定 removes it',
    async () => {
      const token = await memberFromApi(journeyMobile(1717));
      const works = await api<{ data: { items: { id: number }[] } }>(
        '/hyperf/works/represent_works?per_page=1',
      );
      const workId = works.data.items[0]?.id ?? 0;
      expect(workId).toBeGreaterThan(0);
      await api('/v1/collects', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ source_id: workId, source_type: 'work' }),
      });

      const { page, pageErrors } = await visit(browser, '/', { viewport: { width: 390, height: 844 } });
      await signIn(page, token);
      await page.goto(siteUrl('/user/collect'));
      await hydrated(page);

      const remove = page.locator('.collect-card__remove').first();
      await remove.waitFor({ state: 'visible', ...PATIENT });
      expect(await remove.textContent()).toContain(collectMessages.remove);

      // Enter opens it; the harmless answer has focus; it is 230 px wide.
      await remove.focus();
      await page.keyboard.press('Enter');
      const asked = question(page);
      await asked.waitFor({ state: 'visible', ...PATIENT });
      expect((await asked.boundingBox())?.width).toBe(POPCONFIRM.width);
      await expect.poll(() => focused(page), PATIENT).toBe(modalMessages.cancel);
      // It stays on the page (230 px from the trigger's start fits, or it opens to the end).
      const box = await asked.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

      // 取消 (Enter): it fades and is gone; focus back on the trigger; nothing removed.
      await page.keyboard.press('Enter');
      await asked.waitFor({ state: 'detached', ...PATIENT });
      expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true);

      // Escape also cancels.
      await openByKeyboard(page);
      await expect.poll(() => focused(page), PATIENT).toBe(modalMessages.cancel);
      await page.keyboard.press('Escape');
      await asked.waitFor({ state: 'detached', ...PATIENT });
      const kept = await asMember<Collects>(token, '/v1/collects?source_type=work');
      expect(kept.data.items).toContainEqual(
        expect.objectContaining({ source_type: 'work', source_id: workId }),
      );

      // 确定: Tab from 取消, Enter; the favourite goes.
      await openByKeyboard(page);
      await expect.poll(() => focused(page), PATIENT).toBe(modalMessages.cancel);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(modalMessages.ok);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await toast(page)).text, PATIENT).toBe(favouriteMessages.removed);
      await remove.waitFor({ state: 'detached', ...PATIENT });
      const after = await asMember<Collects>(token, '/v1/collects?source_type=work');
      expect(after.data.items).not.toContainEqual(
        expect.objectContaining({ source_type: 'work', source_id: workId }),
      );
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
