/**
 * Chromium for the e2e tests and the benchmark: the system's /usr/bin/chromium through
 * playwright-core (no browser download), headless, and pages that record what the console says.
 */
import { readFileSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type LaunchOptions,
  type Page,
} from 'playwright-core';

/** Chromium's path (override with CHROMIUM_PATH). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every test and bench starts Debian's Chromium with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * Chromium features the tests turn off: the omnibox's WebUI popups, which Chromium 156 renders in a
 * renderer process of their own for every window, headless too — one per browser context the
 * tests open, never shown. Measured on 20 fresh contexts: 930 CPU-ms a context with them, 400
 * without (ADR 050's addendum).
 */
export const CHROMIUM_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

let playwrightFeatures: Promise<string | null> | undefined;

/**
 * Playwright's own `--disable-features=…` switch, read once from a Chromium it starts (Chromium
 * keeps only the last `--disable-features`, so ours must carry Playwright's list too); null where
 * the process's command line cannot be read (no /proc).
 */
function playwrightDisableFeatures(): Promise<string | null> {
  playwrightFeatures ??= (async () => {
    const probe = await chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
    try {
      const args = readFileSync(`/proc/${probe.process().pid}/cmdline`, 'utf8').split('\0');
      return args.find((arg) => arg.startsWith('--disable-features=')) ?? null;
    } catch {
      return null;
    } finally {
      await probe.close();
    }
  })();
  return playwrightFeatures;
}

/** The usual flags, then `extraArgs`, with Playwright's disabled features and ours. */
async function chromiumOptions(extraArgs: readonly string[]): Promise<LaunchOptions> {
  const args = [...CHROMIUM_FLAGS, ...extraArgs];
  const theirs = await playwrightDisableFeatures();
  if (!theirs) return { executablePath: CHROMIUM, args };
  return {
    executablePath: CHROMIUM,
    ignoreDefaultArgs: [theirs],
    args: [...args, `${theirs},${CHROMIUM_DISABLED_FEATURES.join(',')}`],
  };
}

/**
 * This process's Chromium: launched by the first `launchChromium()` that asks for no flags of its
 * own and shared by every later one in the process (a test worker runs file after file in one
 * process), through a pipe of its own. The run's one Chromium was once started by the global
 * setup in vitest's main process and reached over a WebSocket: every protocol message then went
 * through a Playwright server there, 40 CPU-s of the e2e run's main process and 27 of the route
 * run's (CPU profiles, ADR 050).
 */
let processChromium: Promise<Browser> | undefined;
/** The callers holding this process's Chromium, and the timer that closes it once none does. */
let holders = 0;
let idleClose: ReturnType<typeof setTimeout> | undefined;
/**
 * How long this process's Chromium outlives its last holder: the next test file's `beforeAll`
 * takes it over, and a script that is done (a bench) exits once it is closed.
 */
const IDLE_CLOSE_MS = 5_000;

async function sharedChromium(): Promise<Browser> {
  clearTimeout(idleClose);
  processChromium ??= chromiumOptions([]).then((options) => chromium.launch(options));
  const browser = await processChromium.catch((error: unknown) => {
    processChromium = undefined;
    throw error;
  });
  if (browser.isConnected()) return browser;
  processChromium = undefined;
  return sharedChromium();
}

function release(browser: Browser): void {
  holders -= 1;
  if (holders > 0) return;
  idleClose = setTimeout(() => {
    if (holders > 0) return;
    processChromium = undefined;
    void browser.close().catch(() => undefined);
  }, IDLE_CLOSE_MS);
}

/**
 * One caller's view of the shared Chromium: its contexts (`newPage` makes one too, closed with
 * its page) carry the step timeout, `contexts()` lists only its own, and `close()` closes only
 * them, as closing a connected browser did; everything else is the browser's own.
 */
function callerView(browser: Browser): Browser {
  const owned = new Set<BrowserContext>();
  let closed = false;
  const newContext = async (options?: BrowserContextOptions) => {
    if (closed) throw new Error('launchChromium(): this browser was closed');
    const context = await browser.newContext(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    owned.add(context);
    context.once('close', () => owned.delete(context));
    return context;
  };
  const own: Partial<Browser> = {
    newContext,
    async newPage(options?: BrowserContextOptions) {
      const context = await newContext(options);
      const page = await context.newPage();
      // As Playwright's own `newPage`: closing the page closes its context, before it answers.
      const closePage = page.close.bind(page);
      page.close = async (options) => {
        await closePage(options);
        await context.close();
      };
      return page;
    },
    contexts: () => [...owned],
    isConnected: () => !closed && browser.isConnected(),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...owned].map((context) => context.close().catch(() => undefined)));
      release(browser);
    },
  };
  return new Proxy(browser, {
    get(target, key, receiver) {
      if (Object.hasOwn(own, key)) return own[key as keyof Browser];
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Headless Chromium (`extraArgs`, e.g. `--remote-debugging-port=…`, after the usual flags): this
 * process's shared one when no flags are asked for, else one of its own. Closing a shared one
 * closes only the contexts this caller opened.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (extraArgs.length > 0) return withStepTimeout(await chromium.launch(await chromiumOptions(extraArgs)));
  const browser = await sharedChromium();
  holders += 1;
  return callerView(browser);
}

/**
 * How long one Playwright step (an action, a wait, a navigation) may take unless the test gives its
 * own timeout. Playwright's default, 30 s, is vitest's time for a whole test, whose timer then
 * wins: a step that never ended failed as a bare "Test timed out in 30000ms". Under it, the step
 * fails first and names its locator.
 */
const STEP_TIMEOUT_MS = 25_000;

/** `browser`, whose every new context (`newPage` makes one too) has the step timeout. */
function withStepTimeout(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/** The two viewports the spec cares about: a phone (bottom sheet) and a desktop (modal). */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A page and everything its console and scripts reported. */
export interface WatchedPage {
  page: Page;
  console: ConsoleMessage[];
  /** Uncaught exceptions and unhandled rejections of the page. */
  pageErrors: Error[];
  /** Console messages of a type (`error`, `warning`…) as text. */
  messages(type: string): string[];
  /** Responses with a status of 400 or more: `status url`. */
  failedResponses: string[];
}

/** Opens a page in a fresh context (no shared cache or cookies) and watches its console. */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const consoleMessages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => consoleMessages.push(message));
  const failedResponses: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url);
  return {
    page,
    failedResponses,
    console: consoleMessages,
    pageErrors,
    messages: (type) =>
      consoleMessages.filter((m) => m.type() === type).map((m) => `${m.text()} ${m.location().url}`.trim()),
  };
}

/** Waits until `renovo-<name>` is defined, rendered (`state="ready"`) and, for popups, open. */
export async function waitForWidget(page: Page, tag: string, { open = false } = {}): Promise<void> {
  await page.waitForFunction(
    ({ tag, open }) => {
      const el = document.querySelector(tag);
      if (el?.getAttribute('state') !== 'ready' || !el.shadowRoot) return false;
      return !open || Boolean(el.shadowRoot.querySelector('dialog[open]'));
    },
    { tag, open },
    { timeout: 15_000 },
  );
}
