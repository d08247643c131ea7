/**
 * axe-core in a page: the serious and critical violations, one line each. The context needs
 * `bypassCSP: true` so that the script can be injected.
 *
 * @example expect(await axeProblems(page)).toEqual([]);
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical axe violations on the page (in its element `within`, when given). */
export async function axeProblems(page: Page, within?: string): Promise<string[]> {
  // Injected once a document: its 650 KB went through the protocol and Chromium's compiler at
  // every check, once per viewport of the same page too.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Element | Document,
            options: { resultTypes: string[] },
          ): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    // Violations only: every violation and all its nodes are reported as before; the passes,
    // incomplete and inapplicable results (never read here) keep one node each instead of a
    // unique selector built for every node, a quarter of a check's time on a long page.
    const context = within ? document.querySelector(within)! : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
  }, within);
}

/** The serious and critical axe violations at each of `viewports` (the page resized to each), prefixed by its width. */
export async function axeProblemsAt(
  page: Page,
  viewports: readonly { width: number; height: number }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    problems.push(...(await axeProblems(page)).map((p) => `${viewport.width}: ${p}`));
  }
  return problems;
}
