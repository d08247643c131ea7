/**
 * One engine's run: one browser session for every journey of the suite (each starts from a first
 * visit, `fresh()`), one test per journey named after the rule it checks.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { SITE_JOURNEYS } from '../site-journeys.ts';
import { WIDGET_JOURNEYS } from '../widget-journeys.ts';
import type { EngineName, EnginePage } from './engine-page.ts';
import { openFirefox } from './firefox-engine.ts';
import { openWebDriverEngine } from './webdriver-engine.ts';

/** Runs every journey in `engine`. */
export function runJourneys(engine: EngineName): void {
  const stack = inject('engines');
  let page: EnginePage | undefined;
  describe(engine, () => {
    beforeAll(async () => {
      page =
        engine === 'firefox'
          ? await openFirefox()
          : // A page of each origin without scripts, where fresh() clears cookies and storage.
            await openWebDriverEngine(engine, [
              `${stack.partnerOrigin}/no-page`,
              `${stack.siteOrigin}/robots.txt`,
            ]);
    });
    afterAll(() => page?.close());
    for (const journey of [...WIDGET_JOURNEYS, ...SITE_JOURNEYS]) {
      test(journey.rule, async () => {
        await page!.fresh();
        await journey.run(page!, stack);
        // Whatever the screen showed, the page reported no error.
        expect(await page!.errors()).toEqual([]);
      });
    }
  });
}
