/**
 * Journey (docs/spec/company-side.md#accounts) on a phone-sized screen: on /designer/recruit a
 * design company sends the form empty and is told what each field needs (the first field takes
 * the focus), types a 統一編號 and is told at once whether it passes the checksum, types the
 * mobile with dashes and it goes in as its digits, fills the form by keyboard and sends it, and reads the thank-you; the page is axe clean and no wider than the
 * phone. The application is then in the console's verification queue.
 */
import { loginMessages, companyApplicationMessages as m } from '@renovo/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeProblems } from '../../../../tests/e2e/harness/axe.ts';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

const PHONE = { width: 375, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey: a design company applies on the recruit page', () => {
  test(
    'refusals per field, a live tax id check, then the thank-you',
    async () => {
      const { page, pageErrors } = await visit(browser, '/designer/recruit', { viewport: PHONE });
      const form = page.getByRole('form', { name: m.formTitle });
      await form.waitFor(PATIENT);
      expect(await axeProblems(page, 'main')).toEqual([]);

      await form.getByRole('button', { name: m.submit }).click();
      await form.getByText(m.companyNameRequired).waitFor(PATIENT);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('company_name');
      const name = form.getByLabel(m.companyName);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByText(loginMessages.mobileRequired).count()).toBe(1);
      expect(await form.getByText(m.consentRequired).count()).toBe(1);
      expect(await axeProblems(page, 'main')).toEqual([]);

      await name.fill('旅程測試室內設計');
      const taxId = form.getByLabel(m.taxId);
      await taxId.fill('04595258');
      await form.getByText(m.taxIdInvalid).first().waitFor(PATIENT);
      await taxId.fill('04595257');
      await form.getByText(m.taxIdValid).waitFor(PATIENT);
      await form.getByLabel(m.contactName).fill('周小姐');
      // Typed as people write it, it goes in as its digits (as the quote and login fields do).
      await form.getByLabel(m.mobile).pressSequentially('0912-900-001');
      expect(await form.getByLabel(m.mobile).inputValue()).toBe('0912900001');
      await form.getByLabel(m.email).fill('journey-apply@example.com');
      await form.getByLabel(m.region).selectOption({ label: '臺中市' });
      await form.getByLabel(m.consent).check();
      await form.getByRole('button', { name: m.submit }).press('Enter');
      const done = page.getByRole('heading', { name: m.submitted });
      await done.waitFor(PATIENT);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(m.submitted);
      expect(await axeProblems(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
