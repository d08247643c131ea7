/**
 * axe-core finds no serious or critical violation inside any widget, on a
 * phone (bottom sheet) and a desktop (modal). axe walks open shadow roots.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE, waitForWidget } from './harness/browser.ts';
import { dialogOf, renovo } from './harness/widgets.ts';

const { partnerOrigin } = inject('stack');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The serious and critical violations axe finds inside `renovo-<widget>`. */
async function violationsIn(page: Page, widget: string, label = widget): Promise<string[]> {
  return page.evaluate(
    async ([w, l]) => {
      const axe = (
        window as unknown as {
          axe: {
            run(el: Element): Promise<{
              violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document.querySelector(`renovo-${w}`)!);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${l}: ${v.impact} ${v.id} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
    },
    [widget, label] as const,
  );
}

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of [
    ['390×844', PHONE],
    ['1280×800', DESKTOP],
  ] as const) {
    test(`no serious or critical violation in any widget (${label})`, async () => {
      // The clean page: the partner page's CSP (rightly) refuses axe's inline script.
      const { page } = await openPage(browser, `${partnerOrigin}/test/clean.html`, { viewport });
      await page.addScriptTag({ content: AXE });
      await page.waitForFunction(() => Boolean((window as unknown as { renovo: { v?: string } }).renovo.v));
      const found: string[] = [];
      for (const widget of ['quote', 'community-quote', 'login-sheet', 'order-modal']) {
        await page.evaluate(
          (w) =>
            (window as unknown as { renovo: (...a: unknown[]) => unknown }).renovo('open', w, {
              version: 'v2',
            }),
          widget,
        );
        await waitForWidget(page, `renovo-${widget}`, { open: true });
        const violations = await page.evaluate(async (w) => {
          const axe = (
            window as unknown as { axe: { run(el: Element): Promise<{ violations: AxeViolation[] }> } }
          ).axe;
          const result = await axe.run(document.querySelector(`renovo-${w}`)!);
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) => `${w}: ${v.impact} ${v.id} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`,
            );
          interface AxeViolation {
            id: string;
            impact: string;
            nodes: { target: unknown }[];
          }
        }, widget);
        found.push(...violations);
        await page.evaluate(
          (w) => (window as unknown as { renovo: (...a: unknown[]) => unknown }).renovo('close', w),
          widget,
        );
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }

  test('no serious or critical violation in the other states (messages shown, confirm pages, B, preview)', async () => {
    const { page } = await openPage(browser, `${partnerOrigin}/test/clean.html`, { reducedMotion: 'reduce' });
    await page.addScriptTag({ content: AXE });
    await page.waitForFunction(() => Boolean((window as unknown as { renovo: { v?: string } }).renovo.v));
    const found: string[] = [];

    // Quote v3 with every message shown, then its confirm-close page.
    await renovo(page, 'open', 'quote', { version: 'v3' });
    let dialog = await dialogOf(page, 'renovo-quote');
    await dialog.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    await dialog.getByRole('alert').first().waitFor();
    found.push(...(await violationsIn(page, 'quote', 'quote v3 messages')));
    await page.keyboard.press('Escape');
    await dialog.locator('[part~="confirm"]').waitFor();
    found.push(...(await violationsIn(page, 'quote', 'quote confirm-close')));
    await renovo(page, 'close', 'quote');

    // Community: the form step with its messages.
    await renovo(page, 'open', 'community-quote');
    dialog = await dialogOf(page, 'renovo-community-quote');
    await dialog.getByRole('button', { name: '跳過' }).click();
    await dialog.getByRole('button', { name: '一鍵領取報價清單' }).click();
    await dialog.getByText('請填寫房屋坪數').waitFor();
    found.push(...(await violationsIn(page, 'community-quote', 'community form messages')));
    await renovo(page, 'close', 'community-quote');

    // Login: messages, then the consent popup.
    await renovo(page, 'open', 'login-sheet');
    dialog = await dialogOf(page, 'renovo-login-sheet');
    await dialog.locator('input[name="mobile"]').fill('0812345678');
    await dialog.locator('input[name="code"]').fill('1');
    await dialog.locator('input[name="mobile"]').focus();
    await dialog.getByText('請輸入正確的驗證碼').waitFor();
    found.push(...(await violationsIn(page, 'login-sheet', 'login messages')));
    await renovo(page, 'close', 'login-sheet');

    // Order modal B, and the quote preview.
    await renovo(page, 'open', 'order-modal', { variant: 'B' });
    await dialogOf(page, 'renovo-order-modal');
    found.push(...(await violationsIn(page, 'order-modal', 'order modal B')));
    await renovo(page, 'close', 'order-modal');
    await renovo(page, 'open', 'quote-preview', { size: 30 });
    await page.locator('renovo-quote-preview [part~="preview-total"]').waitFor();
    found.push(...(await violationsIn(page, 'quote-preview')));

    expect(found).toEqual([]);
    await page.context().close();
  });
});
