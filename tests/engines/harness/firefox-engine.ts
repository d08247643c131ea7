/**
 * Firefox ESR through WebDriver BiDi: Puppeteer (puppeteer-core, no browser download) starts
 * Debian's /usr/bin/firefox-esr headless with its built-in remote agent and speaks BiDi to it.
 * No geckodriver is needed (none is packaged for Debian, and the npm `geckodriver` package
 * downloads its binary at run time, which CI cannot). Each `fresh()` is a new user context: no
 * cookie or stored item of an earlier journey is left.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { type EnginePage, type Key, STEP_MS, type Target } from './engine-page.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Puppeteer's selector of a target: `>>>` pierces into the shadow root of the host before it. */
function selectorOf(target: Target): string {
  return typeof target === 'string' ? target : target.join(' >>> ');
}

/** Launches Firefox for the whole file. */
export async function openFirefox(): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    // As the other lanes: no open animation moves a dialog while it is clicked.
    extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 },
  });
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  const reported: string[] = [];
  const tab = (): Page => {
    if (!current) throw new Error('firefox: fresh() opens the page first');
    return current;
  };
  /** The element, shown and scrolled to the middle of the viewport (a fixed card at the bottom covers nothing there). */
  const locator = async (target: Target) => {
    const selector = selectorOf(target);
    const handle = await tab().locator(selector).setTimeout(STEP_MS).setVisibility('visible').waitHandle();
    await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await handle.dispose();
    return tab().locator(selector).setTimeout(STEP_MS);
  };
  return {
    engine: 'firefox',
    async fresh() {
      await context?.close();
      context = await browser.createBrowserContext();
      current = await context.newPage();
      current.setDefaultTimeout(STEP_MS);
      current.on('pageerror', (error) => {
        // Firefox reports a request whose connection failed as an error of the page; the
        // journeys cut connections on purpose (a lost answer), and a failed load is no script error.
        if (!String(error).includes('(Reason: CORS request did not succeed)'))
          reported.push(`uncaught: ${String(error)}`);
      });
      current.on('console', (message) => {
        if (message.type() === 'error') reported.push(`console.error: ${message.text()}`);
      });
    },
    goto: (url) =>
      tab()
        .goto(url)
        .then(() => undefined),
    url: async () => tab().url(),
    evaluate: (fn, arg) => tab().evaluate(fn as (a: unknown) => unknown, arg) as never,
    click: async (target) => (await locator(target)).click(),
    type: async (target, text) => (await locator(target)).fill(text),
    choose: async (target, value) => (await locator(target)).fill(value),
    press: (key: Key) => tab().keyboard.press(key),
    async cookie(name) {
      const host = new URL(tab().url()).hostname;
      const found = (await context!.cookies()).find(
        (c) => c.name === name && c.domain.replace(/^\./, '') === host,
      );
      return found ? { value: found.value, httpOnly: Boolean(found.httpOnly) } : undefined;
    },
    errors: async () => reported.splice(0),
    async close() {
      await browser.close();
    },
  };
}
