/**
 * axe-core finds no serious or critical violation inside any widget (issue 4, "Tests"), on a
 * phone (bottom sheet) and a desktop (modal). axe walks open shadow roots.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE, waitForWidget } from './harness/browser.ts';

const { partnerOrigin } = inject('stack');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

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
});
