/**
 * Chromium for the e2e tests and the benchmark: the system's /usr/bin/chromium through
 * playwright-core (no browser download), headless, and pages that record what the console says.
 */
import { readFileSync } from 'node:fs';
import {
  type Browser,
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

/** The variable through which a test run's global setup hands its Chromium to the test files. */
const SHARED_CHROMIUM = 'RENOVO_SHARED_CHROMIUM_ENDPOINT';

/**
 * Starts the run's one Chromium (a test run's global setup calls it): every later
 * `launchChromium()` of the run, in any worker, connects to it instead of starting its own.
 * Returns its teardown.
 */
export async function shareChromium(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(await chromiumOptions([]));
  const before = process.env[SHARED_CHROMIUM];
  process.env[SHARED_CHROMIUM] = server.wsEndpoint();
  return async () => {
    if (before === undefined) delete process.env[SHARED_CHROMIUM];
    else process.env[SHARED_CHROMIUM] = before;
    await server.close();
  };
}

/**
 * Headless Chromium (`extraArgs`, e.g. `--remote-debugging-port=…`, after the usual flags): the
 * run's shared one when there is one and no flags are asked for. Closing a shared one closes only
 * the contexts this caller opened.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const shared = process.env[SHARED_CHROMIUM];
  const browser =
    shared && extraArgs.length === 0
      ? await chromium.connect(shared)
      : await chromium.launch(await chromiumOptions(extraArgs));
  return withStepTimeout(browser);
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
