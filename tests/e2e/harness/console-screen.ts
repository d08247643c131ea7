/**
 * A console screen opened as a staff member would: a fresh context (bypassCSP only so that axe
 * can be injected), the sign-in form, then the screen's link in the navigation.
 */
import { consoleMessages as m } from '@renovo/core/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP } from './browser.ts';

/** Signs `who` in at `origin` and opens the screen whose link and heading read `name`. */
export async function openConsoleScreen(
  browser: Browser,
  origin: string,
  who: { email: string; password: string },
  name: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${origin}/console`);
  await page.getByLabel(m.signIn.email).fill(who.email);
  await page.getByLabel(m.signIn.password).fill(who.password);
  await page.getByRole('button', { name: m.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
  await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { context, page };
}
