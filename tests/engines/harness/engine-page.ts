/**
 * What a cross-engine journey drives: one page of one engine, behind the same few verbs whatever
 * client drives it (WebdriverIO over WebDriver for Chromium and WebKit, Puppeteer over WebDriver
 * BiDi for Firefox; docs/decisions/048-three-engines-in-ci.md). Clicks and typing are the
 * engine's own input events; reading the page is a script run in it.
 */

/** The engines of the suite. */
export type EngineName = 'chromium' | 'webkit' | 'firefox';

/**
 * An element: a CSS selector of the page, or a path through open shadow roots: the host's
 * selector, then a selector inside its shadow root (and so on for nested hosts).
 */
export type Target = string | readonly string[];

/** A key the journeys press. */
export type Key = 'Escape' | 'Tab' | 'Enter';

/** The page of an engine: every journey starts from `fresh()`. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Forgets every cookie and stored item of the suite's origins (a first visit). */
  fresh(): Promise<void>;
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The address of the page shown now. */
  url(): Promise<string>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** Waits until `target` is shown, then clicks it. */
  click(target: Target): Promise<void>;
  /** Waits until `target` is shown, empties it and types `text` into it, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option of a `<select>` whose value is `value`. */
  choose(target: Target, value: string): Promise<void>;
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>;
  /** The cookie `name` of the page's origin, as the browser keeps it (HttpOnly ones too). */
  cookie(name: string): Promise<{ value: string; httpOnly: boolean } | undefined>;
  /**
   * What the page reported as an error since the last call: uncaught errors, unhandled
   * rejections and console errors (failed loads of resources left out). Chromium's and Firefox's
   * come from the browser (every document); WebKit's from a watcher put in each document at the
   * first script the journey runs there (docs/decisions/048-three-engines-in-ci.md).
   */
  errors(): Promise<string[]>;
  /** Ends the session and the browser. */
  close(): Promise<void>;
}

/** How long a journey's step waits for the page: a real browser on a busy two-core machine. */
export const STEP_MS = 20_000;

/**
 * Waits until `fn(arg)`, run in the page, returns something truthy, and returns it; fails after
 * `timeoutMs` saying `what` was awaited and what the page returned last.
 */
export async function until<T, A = undefined>(
  page: EnginePage,
  what: string,
  fn: (arg: A) => T | Promise<T>,
  arg?: A,
  timeoutMs = STEP_MS,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await page.evaluate(fn, arg);
      if (last) return last as NonNullable<T>;
    } catch (error) {
      // A navigation in progress destroys the context the script ran in: try again.
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline)
      throw new Error(`${page.engine}: waited ${timeoutMs} ms for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the page's address satisfies `test` and returns it. */
export async function untilUrl(page: EnginePage, test: (url: URL) => boolean): Promise<URL> {
  const deadline = Date.now() + STEP_MS;
  for (;;) {
    const url = new URL(await page.url());
    if (test(url)) return url;
    if (Date.now() > deadline) throw new Error(`${page.engine}: the page stayed on ${url.href}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
