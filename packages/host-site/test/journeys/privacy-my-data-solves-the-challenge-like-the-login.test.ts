/**
 * Rule, in Chromium on the built site: /privacy/my-data still gets a code when the server asks
 * for proof of work (428). On this file's own stack every code request needs a challenge (no free
 * tries per address): the page says it is checking, solves the challenge with the login's solver
 * — a chunk fetched only after the 428, not with the page — sends again, and the code it gets
 * opens the person's data.
 */
import { loginMessages, myDataMessages } from '@renovo/core';
import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { ownSiteStack } from '../harness/own-stack.ts';
import { hydrated, JOURNEY_TIMEOUT, journeyMobile, PATIENT } from './browser.ts';

const own = ownSiteStack({ env: { SMS_FREE_TRIES_PER_ADDRESS: '0' } });

/** ALTCHA's solver names the challenge's `keyPrefix`; no other site code does. */
const SOLVER_MARKER = 'keyPrefix';

describe('journey: my data under proof of work', () => {
  test(
    'a 428 is solved in a chunk loaded only then, the checking line shown meanwhile, and the code opens the data',
    async () => {
      const { page, pageErrors } = await openPage(own.browser, `${own.stack.origin}/privacy/my-data`, {
        viewport: PHONE,
        reducedMotion: 'reduce',
      });
      await hydrated(page);
      const status = page.locator('main').getByRole('status');
      const loadedBefore = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      const events: string[] = [];
      page.on('request', (request: Request) => {
        if (request.resourceType() === 'script') events.push(`script ${request.url()}`);
      });
      page.on('response', (response) => {
        if (response.url().endsWith('/v1/codes') && response.request().method() === 'POST')
          events.push(`codes ${response.status()}`);
      });
      // The solved request is held a moment on the way, long enough to read the status line.
      await page.route('**/v1/codes', async (route) => {
        if (route.request().method() === 'POST' && route.request().postData()?.includes('"challenge"'))
          await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });

      const mobile = journeyMobile(93);
      await page.getByLabel(myDataMessages.mobileLabel).fill(mobile);
      await page.getByRole('button', { name: myDataMessages.sendCode }).click();
      await expect.poll(() => status.textContent(), PATIENT).toBe(loginMessages.checking);
      await expect.poll(() => status.textContent(), PATIENT).toBe(myDataMessages.codeSent);
      expect(events.filter((e) => e.startsWith('codes'))).toEqual(['codes 428', 'codes 200']);

      // The solver came in a chunk of its own, fetched after the 428 and not with the page.
      const scripts = [
        ...loadedBefore,
        ...events.filter((e) => e.startsWith('script ')).map((e) => e.slice(7)),
      ];
      const solverChunks: string[] = [];
      for (const url of new Set(scripts.filter((u) => u.endsWith('.js')))) {
        if ((await (await fetch(url)).text()).includes(SOLVER_MARKER)) solverChunks.push(url);
      }
      expect(solverChunks).toHaveLength(1);
      expect(loadedBefore).not.toContain(solverChunks[0]);
      expect(events.indexOf(`script ${solverChunks[0]}`)).toBeGreaterThan(events.indexOf('codes 428'));

      // The code works: the data (none for this new number) is shown.
      const { data } = (await (await fetch(`${own.stack.origin}/v1/codes?username=${mobile}`)).json()) as {
        data: { code: string };
      };
      await page.getByLabel(myDataMessages.codeLabel).fill(data.code);
      await page.getByRole('button', { name: myDataMessages.view }).click();
      await expect.poll(() => status.textContent(), PATIENT).toBe(myDataMessages.noData);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
