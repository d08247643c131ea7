/**
 * What the host-site journeys share: pages of the running site in a fresh Chromium context,
 * opened once React has hydrated them, the widgets' dialogs and toast (Playwright's locators
 * pierce their open shadow roots), a login through the login sheet with the code read from the
 * dev SMS outbox, and the member's token for reading the API back from Node.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type WatchedPage } from '../../../../tests/e2e/harness/browser.ts';
import { api, siteOrigin } from '../harness/site.ts';

/** A journey's time limit: a real browser on a busy two-core machine. */
export const JOURNEY_TIMEOUT = 180_000;
/** How long a step may wait for the page (hydration, a widget, a reload). */
const STEP_TIMEOUT = 30_000;
/** `expect.poll` options of a step: generous, the machine is shared. */
export const PATIENT = { timeout: STEP_TIMEOUT } as const;

/** The site URL of `path`. */
export function siteUrl(path: string): string {
  return new URL(path, siteOrigin()).href;
}

/**
 * Opens `path` of the site in a fresh context (no cookies, no storage) with reduced motion and
 * waits until React has hydrated it.
 */
export async function visit(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const watched = await openPage(browser, siteUrl(path), { reducedMotion: 'reduce', ...options });
  await hydrated(watched.page);
  return watched;
}

/** Waits until React owns the page's main content (its nodes carry React's fiber). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    null,
    { timeout: STEP_TIMEOUT },
  );
}

/** Runs `action` and waits until it has reloaded the page (a fresh document, hydrated again). */
export async function reloadedBy(page: Page, action: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __journeyMark?: boolean }).__journeyMark = true;
  });
  await action();
  await page.waitForFunction(() => !(window as unknown as { __journeyMark?: boolean }).__journeyMark, null, {
    timeout: STEP_TIMEOUT,
  });
  await page.waitForLoadState('load');
  await hydrated(page);
}

/** The open `<dialog>` inside `tag`, once visible (with `heading`, the one showing it). */
export async function widgetDialog(page: Page, tag: string, heading?: string): Promise<Locator> {
  const open = page.locator(`${tag} dialog[open]`);
  const dialog = heading
    ? open.filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    : open.first();
  await dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  return dialog;
}

/** How many dialogs of `tag` are open now. */
export function openDialogs(page: Page, tag: string): Promise<number> {
  return page.locator(`${tag} dialog[open]`).count();
}

/** The page's toast while one shows: its text and its offset ('' when none shows). */
export function toast(page: Page): Promise<{ text: string; offset: string; link: string | null }> {
  return page.evaluate(() => {
    // In the page, or inside an open popup's dialog (a shadow root).
    const find = (root: Document | ShadowRoot): Element | null =>
      root.querySelector('renovo-toast') ??
      [...root.querySelectorAll('*')].reduce<Element | null>(
        (found, el) => found ?? (el.shadowRoot ? find(el.shadowRoot) : null),
        null,
      );
    const el = find(document)?.shadowRoot?.querySelector<HTMLElement>('[part~="toast"]:not([hidden])');
    return {
      text: el?.textContent?.trim() ?? '',
      offset: el?.style.getPropertyValue('--renovo-toast-offset') ?? '',
      link: el?.querySelector('a')?.getAttribute('href') ?? null,
    };
  });
}

/** A distinct valid Taiwan mobile per journey (0928 + 6 digits): one code per mobile a minute. */
export function journeyMobile(n: number): string {
  return `0928${String(n).padStart(6, '0')}`;
}

/** The last SMS code sent to `mobile`, from the dev outbox `GET /dev/sms-outbox?mobile=`. */
export async function smsCode(mobile: string): Promise<string> {
  const outbox = await api<{ data: { body: string }[] }>(`/dev/sms-outbox?mobile=${mobile}`);
  const code = /\b(\d{6})\b/.exec(outbox.data.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}: ${JSON.stringify(outbox.data)}`);
  return code;
}

/**
 * Logs in through the open login sheet (status default): mobile, send code, the code from the
 * outbox, consent, 登入.
 */
export async function logInThroughSheet(sheet: Locator, mobile: string): Promise<void> {
  const sendCode = sheet.locator('[part~="send-code"]');
  await sheet.locator('input[name="mobile"]').fill(mobile);
  await sendCode.click();
  await expect.poll(() => sendCode.textContent(), PATIENT).toMatch(/^\d+s 重發$/);
  await sheet.locator('input[name="code"]').fill(await smsCode(mobile));
  await sheet.locator('input[name="accepted"]').check();
  await sheet.getByRole('button', { name: '登入', exact: true }).click();
}

/** The member's token: the HttpOnly `token` cookie the site set (Playwright reads it). */
export async function memberToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.httpOnly).toBe(true);
  return cookie?.value ?? '';
}

/** A member logged in from Node (send code, POST /v1/authorizations): the access token. */
export async function memberFromApi(mobile: string): Promise<string> {
  const json = { 'Content-Type': 'application/json' };
  await api('/v1/codes', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ medium: 'sms', type: 'login', username: mobile }),
  });
  const login = await api<{ data: { access_token: string } }>('/v1/authorizations', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: mobile,
      code: await smsCode(mobile),
      accepted: 1,
      notice_version: '2026-11',
      login_type: 'sms_code',
      utm: {},
    }),
  });
  return login.data.access_token;
}

/** Puts the member's token in the context as the site keeps it (HttpOnly `token` cookie). */
export async function signIn(page: Page, token: string): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'token', value: token, url: siteOrigin(), httpOnly: true, sameSite: 'Lax' }]);
}

/** GET the API as the member (Bearer token). */
export function asMember<T>(token: string, path: string): Promise<T> {
  return api<T>(path, { headers: { Authorization: `Bearer ${token}` } });
}
