/**
 * Rule (docs/spec/console.md): no console screen prints a console error or throws — no invalid
 * HTML attribute (a `pattern` Chromium cannot compile), no CSP refusal, no failed request. An
 * admin of its own (every screen in the navigation) opens each screen from the navigation in
 * Chromium, on a desktop and then on a phone, with the console's real CSP, and the browser console is
 * watched from the first screen after signing in to the last.
 */
import { consoleMessages as m } from '@renovo/core/messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { totpCode } from '../../packages/api/src/services/staff/totp.ts';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import { watchConsoleErrors } from './harness/console-screen.ts';

const stack = inject('console');
let browser: Awaited<ReturnType<typeof launchChromium>>;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Opens the navigation on a phone (a menu button), and answers it. */
async function navigation(page: Page) {
  const menu = page.getByRole('button', { name: m.nav.menu });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  return page.getByRole('navigation', { name: m.nav.label });
}

describe('every console screen, with the browser console watched', () => {
  test('no screen prints an error, throws or asks for a file that is not there, on a desktop and on a phone', async () => {
    const admin = stack.screensAdmin;
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // A request answered 404 (the page's icon once was: every screen asked for /favicon.ico).
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(`${stack.origin}/console`);
    await page.getByLabel(m.signIn.email).fill(admin.email);
    await page.getByLabel(m.signIn.password).fill(admin.password);
    await page.getByLabel(m.signIn.totp).fill(totpCode(admin.totpSecret, new Date()));
    await page.getByRole('button', { name: m.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
    const watch = watchConsoleErrors(page);
    const names = (await (await navigation(page)).getByRole('link').allTextContents()).map((t) => t.trim());
    expect(names.length).toBeGreaterThan(10);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const name of names) {
        await (await navigation(page)).getByRole('link', { name, exact: true }).click();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        // The screen has loaded what it shows (no busy region left). Not 'networkidle': a screen
        // with a live widget preview may keep the network busy, and under load it timed out.
        await page.waitForLoadState('load');
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
      }
    }
    expect(watch.errors()).toEqual([]);
    expect(missing).toEqual([]);
    await context.close();
  }, 180_000);
});
