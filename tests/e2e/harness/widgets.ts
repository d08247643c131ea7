/**
 * Helpers of the widget flow tests: pages that record every `renovo-*` event from their first
 * script, the queue API from the test, the open dialog of a widget (Playwright's CSS and role
 * locators pierce open shadow roots), the visible messages of a form, dialog geometry, and the
 * API read back from Node (results, clues, the SMS outbox).
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type WatchedPage } from './browser.ts';

/** One `renovo-*` event heard on document. */
export interface HeardEvent {
  type: string;
  detail: Record<string, unknown>;
}

const EVENT_TYPES = ['open', 'close', 'submit', 'login', 'error', 'level-change'].map((e) => `renovo-${e}`);

/** Runs in the page before its own scripts: keeps every renovo-* event in `window.__heard`. */
function recordEvents(types: string[]): void {
  const heard: unknown[] = [];
  (window as unknown as { __heard: unknown[] }).__heard = heard;
  for (const type of types) {
    document.addEventListener(type, (event) =>
      heard.push({ type, detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? {})) }),
    );
  }
}

/**
 * Opens `url` in a fresh context (no cookies, no storage) that records the renovo-* events, with
 * reduced motion (no open animation moves a dialog while it is measured); `fakeClock` installs
 * Playwright's clock before the page's first script.
 */
export async function openWidgetPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & { fakeClock?: boolean } = {},
): Promise<WatchedPage> {
  const { fakeClock, ...contextOptions } = options;
  const watched = await openPage(browser, 'about:blank', { reducedMotion: 'reduce', ...contextOptions });
  await watched.page.context().addInitScript(recordEvents, EVENT_TYPES);
  // Playwright's clock: time still flows, and page.clock.runFor() jumps ahead.
  if (fakeClock) await watched.page.clock.install();
  await watched.page.goto(url);
  await loaderReady(watched.page);
  return watched;
}

/**
 * Stops the page's clock (Playwright's, installed by `fakeClock`) a moment from now (a jump
 * into the past would be refused: the clock keeps flowing while this call travels). On a busy
 * machine the call can take longer than the moment: it is tried again a longer moment ahead.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let ahead = 100; ; ahead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead >= 1600 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Waits until loader.js has run (`renovo.v` is set). */
export async function loaderReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { renovo?: { v?: string } }).renovo?.v));
}

/** Calls `renovo(...args)` in the page and waits for the promise it returns (open), if any. */
export async function renovo(page: Page, ...args: unknown[]): Promise<void> {
  await page.evaluate(async (a) => {
    const result = (window as unknown as { renovo: (...x: unknown[]) => unknown }).renovo(...a);
    if (result instanceof Promise) await result;
  }, args);
}

/** The renovo-* events heard so far, in order. */
export function heard(page: Page, type?: string): Promise<HeardEvent[]> {
  return page.evaluate(
    (t) => ((window as unknown as { __heard: HeardEvent[] }).__heard ?? []).filter((e) => !t || e.type === t),
    type,
  );
}

/** Waits until an event of `type` has been heard and returns the first one. */
export async function waitForEvent(page: Page, type: string): Promise<HeardEvent> {
  await page.waitForFunction(
    (t) => ((window as unknown as { __heard?: HeardEvent[] }).__heard ?? []).some((e) => e.type === t),
    type,
    { timeout: 15_000 },
  );
  return (await heard(page, type))[0]!;
}

/** The login sheet's controls, by their names (the submit by its type: its label follows the status). */
export function loginSheetFields(dialog: Locator) {
  return {
    mobile: dialog.locator('input[name="mobile"]'),
    code: dialog.locator('input[name="code"]'),
    accepted: dialog.locator('input[name="accepted"]'),
    sendCode: dialog.locator('[part~="send-code"]'),
    submit: dialog.locator('button[type="submit"]'),
  };
}

/** The open `<dialog>` inside `renovo-<widget>` (the first, or the one labelled `name`). */
function openDialog(page: Page, tag: string, name?: string): Locator {
  const dialogs = page.locator(`${tag} dialog[open]`);
  return name ? dialogs.filter({ has: page.getByRole('heading', { name, exact: true }) }) : dialogs.first();
}

/** Waits until the widget's dialog is open and returns it. */
export async function dialogOf(page: Page, tag: string, name?: string): Promise<Locator> {
  const dialog = openDialog(page, tag, name);
  await dialog.waitFor({ state: 'visible', timeout: 15_000 });
  return dialog;
}

/** Waits until no dialog of the widget is open. */
export async function waitForClosed(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(
    (t) => !document.querySelector(t)?.shadowRoot?.querySelector('dialog[open]'),
    tag,
    { timeout: 15_000 },
  );
}

/**
 * The non-empty texts of the alerts (field messages) in `scope`, in document order; the toast,
 * which shows inside an open popup, is not a field message.
 */
export async function alerts(scope: Locator): Promise<string[]> {
  const texts = await scope
    .getByRole('alert')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => (node.getRootNode() as ShadowRoot).host?.localName !== 'renovo-toast')
        .map((node) => node.textContent ?? ''),
    );
  return texts.map((t) => t.trim()).filter(Boolean);
}

/** The page's `<renovo-toast>`, wherever it is: in `<body>` or inside an open popup's shadow root. */
function findToast(): Element | null {
  const search = (root: Document | ShadowRoot): Element | null => {
    const own = root.querySelector('renovo-toast');
    if (own) return own;
    for (const el of root.querySelectorAll('*')) {
      const found = el.shadowRoot && search(el.shadowRoot);
      if (found) return found;
    }
    return null;
  };
  return search(document);
}

/**
 * Opens the login sheet and asks for a code without a mobile: the toast 請先輸入行動電話 shows
 * (inside the sheet). Returns the sheet's dialog.
 */
export async function toastFromLoginSheet(page: Page): Promise<Locator> {
  await renovo(page, 'open', 'login-sheet');
  const dialog = await dialogOf(page, 'renovo-login-sheet');
  await loginSheetFields(dialog).sendCode.click();
  await expect.poll(() => toastText(page)).toBe('請先輸入行動電話');
  return dialog;
}

/** The text of the page's toast while one shows ('' otherwise). */
export async function toastText(page: Page): Promise<string> {
  return page.evaluate(
    `(${findToast})()?.shadowRoot?.querySelector('[part~="toast"]:not([hidden])')?.textContent?.trim() ?? ''`,
  );
}

/**
 * Moves the page's clock (Playwright's, `fakeClock`) on until a durable call's backed-off retries
 * run out and the lead is kept: the toast says 網路不穩，資料已保留，將自動重新送出.
 */
export async function untilPending(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(2000);
        return toastText(page);
      },
      { timeout: 25_000 },
    )
    .toBe('網路不穩，資料已保留，將自動重新送出');
}

/** Where the page's toast is: `body`, or the widget whose open dialog holds it (`renovo-quote`). */
export async function toastPlace(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const toast = (${findToast})();
    if (!toast) return '';
    if (toast.parentNode === document.body) return 'body';
    const root = toast.getRootNode();
    return root instanceof ShadowRoot && toast.closest('dialog[open]') ? root.host.localName : 'elsewhere';
  })()`);
}

/**
 * Whether the shown toast is what the page shows at its centre (drawn above everything, popups
 * included) and is in Chromium's accessibility tree (a screen reader can announce it), read
 * through CDP.
 */
export async function toastSeenAndHeard(
  page: Page,
  text: string,
): Promise<{ onTop: boolean; inTree: boolean }> {
  const onTop = await page.evaluate<boolean>(`(() => {
    const box = (${findToast})()?.shadowRoot?.querySelector('[part~="toast"]');
    if (!box) return false;
    const rect = box.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return Boolean(hit && (hit === box || box.contains(hit)));
  })()`);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; name?: { value: string } }[];
  };
  await cdp.detach();
  // The alert's text node: left out of the tree (ignored) while the toast is inert.
  const inTree = nodes.some((node) => !node.ignored && node.name?.value === text);
  return { onTop, inTree };
}

/** The element that really has focus (through open shadow roots), as `tag#id` plus its text. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return '';
    return `${el.localName}${el.id ? `#${el.id}` : ''} ${(el.textContent ?? '').trim()}`.trim();
  });
}

/** A dialog's box against the viewport: distances to each viewport edge, px. */
export async function edges(dialog: Locator) {
  return dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      left: Math.round(box.left),
      right: Math.round(innerWidth - box.right),
      top: Math.round(box.top),
      bottom: Math.round(innerHeight - box.bottom),
      width: Math.round(box.width),
    };
  });
}

/** A JSON call to the API from Node (no Origin: as a server or curl would). */
export async function apiJson<T = { data: Record<string, unknown> }>(
  apiOrigin: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, apiOrigin), init);
  return { status: response.status, body: (await response.json()) as T };
}

/** The last SMS code sent to `mobile`, read from GET /dev/sms-outbox?mobile= (outside production). */
export async function smsCode(apiOrigin: string, mobile: string): Promise<string> {
  const { body } = await apiJson<{ data: { body: string }[] }>(
    apiOrigin,
    `/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`,
  );
  const last = body.data.at(-1)?.body ?? '';
  const code = /\b(\d{6})\b/.exec(last)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}: ${JSON.stringify(body.data)}`);
  return code;
}

/** Whether the device behind the page's `uuid` cookie has a clue or a quote (clue info). */
export async function deviceHasClue(page: Page, apiOrigin: string): Promise<boolean> {
  // The SDK writes the cookie with its first API call, which may still be on its way when a
  // dialog has opened: wait for it (up to 5 s) rather than read a jar that is about to change.
  let uuid: string | undefined;
  for (const started = Date.now(); !uuid && Date.now() - started < 5000; ) {
    uuid = (await page.context().cookies()).find((c) => c.name === 'uuid')?.value;
    if (!uuid) await page.waitForTimeout(50);
  }
  if (!uuid) throw new Error('the page has no uuid cookie');
  const { body } = await apiJson<{ data: { exists_clue: boolean } }>(
    apiOrigin,
    '/hyperf/clues/user/clue/info',
    { headers: { 'X-Uuid': uuid } },
  );
  return body.data.exists_clue;
}

/** A distinct valid Taiwan mobile per call in this run: 0912 + 6 digits from `n`. */
export function mobileFor(n: number): string {
  return `0912${String(n).padStart(6, '0')}`;
}
