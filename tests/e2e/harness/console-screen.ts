/**
 * A console screen opened as a staff member would: a fresh context (bypassCSP only so that axe
 * can be injected), signed in, then the screen's link in the navigation.
 *
 * A staff member signs in once per run: the first sign-in's session cookie is kept in a file of
 * this process's scratch folder (keyed by the stack's port and the e-mail) and later contexts
 * start with it. The API refuses more than 20 sign-ins from one network in 15 minutes (ADR 028's
 * limit), and every e2e file signs in from 127.0.0.1; a kept session no longer works (signed out)
 * is replaced.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ramFolder } from '@renovo/api/testing';
import { consoleMessages as m } from '@renovo/core/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { totpCode } from '../../../packages/api/src/services/staff/totp.ts';
import { DESKTOP } from './browser.ts';

/** A staff member; a role that must use TOTP gives its secret (a code is taken once a step). */
type Who = { email: string; password: string; totpSecret?: string };

/** The run's kept sessions: a folder of this process (the next run removes it once it is gone). */
let sessions: string | undefined;

function sessionFile(origin: string, who: Who): string {
  sessions ??= ramFolder('renovo-e2e-console-sessions-');
  return join(sessions, `${new URL(origin).port}-${who.email.replace(/[^\w.@-]/g, '_')}.json`);
}

/** A context signed in as `who` at `origin`, on the console's home screen. */
export async function signedInConsole(
  browser: Browser,
  origin: string,
  who: Who,
): Promise<{ context: BrowserContext; page: Page }> {
  const file = sessionFile(origin, who);
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : undefined;
  const context = await browser.newContext({
    viewport: DESKTOP,
    bypassCSP: true,
    ...(kept ? { storageState: kept as never } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${origin}/console`);
  const first = page.locator('h1').first();
  await first.waitFor();
  if ((await first.textContent())?.includes(m.signIn.title)) {
    await page.getByLabel(m.signIn.email).fill(who.email);
    await page.getByLabel(m.signIn.password).fill(who.password);
    if (who.totpSecret) await page.getByLabel(m.signIn.totp).fill(totpCode(who.totpSecret, new Date()));
    await page.getByRole('button', { name: m.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
    writeFileSync(file, JSON.stringify(await context.storageState()));
  } else {
    await page.getByRole('heading', { level: 1, name: m.home.title }).waitFor();
  }
  return { context, page };
}

/** Signs `who` in at `origin` and opens the screen whose link and heading read `name`. */
export async function openConsoleScreen(
  browser: Browser,
  origin: string,
  who: Who,
  name: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInConsole(browser, origin, who);
  await page.getByRole('navigation', { name: m.nav.label }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { context, page };
}

/**
 * Watches `page` for what a console screen must never print: console errors (an invalid HTML
 * attribute, a CSP refusal, a failed fetch) and uncaught exceptions. Call before the page acts;
 * `errors()` answers what was seen since, as text.
 *
 * @example const watch = watchConsoleErrors(page); … ; expect(watch.errors()).toEqual([]);
 */
export function watchConsoleErrors(page: Page): { errors(): string[] } {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return { errors: () => [...seen] };
}

/** The inbox's list for a query, every page, counted (as the signed-in user, from the page). */
export function inboxCount(page: Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    let n = 0;
    let cursor: string | null = null;
    do {
      const answer = await fetch(`/console/api/leads?${q}&limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      const body = (await answer.json()) as { data: { items: unknown[]; next_cursor: string | null } };
      n += body.data.items.length;
      cursor = body.data.next_cursor;
    } while (cursor);
    return n;
  }, query);
}
