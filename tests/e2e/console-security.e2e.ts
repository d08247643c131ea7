import { consoleApiMessages, consoleMessages as m } from '@renovo/core/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { TOTP_PERIOD, totpCode } from '../../packages/api/src/services/staff/totp.ts';
import { axeProblems } from './harness/axe.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';

const stack = inject('console');
const EDITOR = stack.editor;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function signIn(page: Page, totp?: string): Promise<void> {
  await page.goto(`${stack.origin}/console`);
  await page.getByLabel(m.signIn.email).fill(EDITOR.email);
  await page.getByLabel(m.signIn.password).fill(EDITOR.password);
  if (totp) await page.getByLabel(m.signIn.totp).fill(totp);
  await page.getByRole('button', { name: m.signIn.submit }).click();
}

/** A TOTP step, in milliseconds. */
const STEP_MS = TOTP_PERIOD * 1000;

/**
 * Waits, when the current TOTP step ends within 5 s, for the next one: a code of the step before
 * is accepted only while the server's step is the same one, and on a loaded machine the press and
 * the server's check came after the boundary (the code then two steps old, refused).
 */
async function clearOfStepEnd(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('own TOTP on the built system', () => {
  test('an editor turns TOTP on from the QR screen, then needs a code to sign in, and turns it off', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    try {
      await signIn(page);
      await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
      await page
        .getByRole('navigation', { name: m.nav.label })
        .getByRole('link', { name: m.nav.security })
        .click();
      await page.getByRole('heading', { level: 1, name: m.security.title }).waitFor();
      await page.getByText(m.security.off).waitFor();
      await page.getByRole('button', { name: m.security.start }).click();
      await page.getByRole('img', { name: m.security.qr }).waitFor();
      const secret = ((await page.locator('code.secret').textContent()) ?? '').replaceAll(' ', '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await page.locator('dd code').nth(1).textContent()).toContain(`secret=${secret}`);
      const problems: string[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        problems.push(...(await axeProblems(page)).map((p) => `${viewport.width}: ${p}`));
      }
      expect(problems).toEqual([]);
      await page.setViewportSize(DESKTOP);

      // Codes are accepted one 30 s step either side of now, each step once: the enrolment uses
      // the last step's, the sign-in this one's, the turning off the next one's.
      await clearOfStepEnd();
      await page.getByLabel(m.security.code).fill(totpCode(secret, new Date(Date.now() - STEP_MS)));
      await page.getByRole('button', { name: m.security.confirm }).click();
      await page.getByRole('status').filter({ hasText: m.security.enabled }).waitFor();
      await page.getByText(m.security.on, { exact: true }).waitFor();

      // Signed out, the password alone no longer signs in: the console says the code is missing.
      await page.getByRole('button', { name: m.nav.signOut }).click();
      await signIn(page);
      await page.locator('[role="alert"]').filter({ hasText: consoleApiMessages.totpMissing }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: m.home.title }).count()).toBe(0);
      const signedInAt = Date.now();
      await signIn(page, totpCode(secret, new Date(signedInAt)));
      await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();

      await page.goto(`${stack.origin}/console/security`);
      await page.getByRole('heading', { level: 1, name: m.security.title }).waitFor();
      // The code just used to sign in is used up: turning off needs the next one.
      await page.getByLabel(m.security.code).fill(totpCode(secret, new Date(signedInAt)));
      await page.getByRole('button', { name: m.security.disable }).click();
      await page.locator('.form-error').filter({ hasText: /\S/ }).waitFor();
      await page.getByLabel(m.security.code).fill(totpCode(secret, new Date(signedInAt + STEP_MS)));
      await page.getByRole('button', { name: m.security.disable }).click();
      await page.getByRole('status').filter({ hasText: m.security.disabled }).waitFor();
      // The shared editor account is left as found: TOTP off.
      await page.getByText(m.security.off, { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
