/**
 * docs/spec/platform.md#routes-and-overlays consent popup: the statement links open "same tab on mobile, new
 * tab on desktop".
 * /login opened 服務條款 and 隱私權聲明 in a new tab on phones. On a 390×844 phone they
 * carry no target and following one stays in the tab; at 1280×800 they open a new tab
 * (rel=noopener).
 */
import { consentMessages } from '@renovo/core';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { siteOrigin } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Each statement link's target and rel, in order (the form's and the confirm popup's). */
function targets(links: Locator): Promise<[string | null, string | null][]> {
  return links.evaluateAll((as) => as.map((a) => [a.getAttribute('target'), a.getAttribute('rel')]));
}

const STATEMENT_LINKS = '.login-panel__consent a, .login-panel__confirm a';
const LINKS = 2 * Object.keys(consentMessages.consentLinks).length;

describe('journey: the login page’s statement links', () => {
  test(
    'on a phone they open in the same tab',
    async () => {
      const { page, pageErrors } = await visit(browser, '/login', { viewport: PHONE });
      const links = page.locator(STATEMENT_LINKS);
      // The four statements beside the consent and again in its confirm popup.
      expect(await links.count()).toBe(LINKS);
      expect(await targets(links)).toEqual(Array.from({ length: LINKS }, () => [null, null]));

      const pages = page.context().pages().length;
      const terms = page
        .locator('.login-panel__consent')
        .getByRole('link', { name: `《${consentMessages.consentLinks.terms}》` });
      await terms.click();
      await page.waitForURL(`${siteOrigin()}/terms`, PATIENT);
      expect(page.context().pages()).toHaveLength(pages);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'on a desktop they open a new tab with rel=noopener',
    async () => {
      const { page } = await visit(browser, '/login', { viewport: DESKTOP });
      const links = page.locator(STATEMENT_LINKS);
      await expect
        .poll(() => targets(links), PATIENT)
        .toEqual(Array.from({ length: LINKS }, () => ['_blank', 'noopener']));
      const privacy = page
        .locator('.login-panel__consent')
        .getByRole('link', { name: `《${consentMessages.consentLinks.privacy}》` });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), privacy.click()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toBe(`${siteOrigin()}/privacy`);
      expect(page.url()).toBe(`${siteOrigin()}/login`);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
