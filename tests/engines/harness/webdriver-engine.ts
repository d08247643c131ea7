/**
 * Chromium and WebKit through W3C WebDriver (WebdriverIO's standalone `remote()`): Debian's
 * chromedriver drives /usr/bin/chromium headless; Debian's WebKitWebDriver drives the WebKitGTK
 * MiniBrowser in a private Xvfb display. Both drivers are started here on free loopback ports,
 * so WebdriverIO never looks for (or downloads) a driver. WebKitWebDriver 2.50 refuses the
 * `webSocketUrl` capability (no WebDriver BiDi), so both lanes speak classic WebDriver.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { CHROMIUM_DISABLED_FEATURES, CHROMIUM_FLAGS } from '../../e2e/harness/browser.ts';
import { freePort } from '../../e2e/harness/free-port.ts';
import type { EngineName, EnginePage, Key, Target } from './engine-page.ts';
import { STEP_MS } from './engine-page.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMEDRIVER = process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver';
/** Debian's libwebkit2gtk-4.1-0 puts MiniBrowser beside its helper processes. */
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The desktop viewport of the journeys (the window's outer size in WebKit: its toolbar is inside). */
const WIDTH = 1280;
const HEIGHT = 800;

/** A document with the error watcher. */
interface Watched {
  __engineErrors?: string[];
}

/** Runs in the page: keeps its uncaught errors, unhandled rejections and console errors from now on. */
function watchErrors(): void {
  const page = window as unknown as Watched;
  if (page.__engineErrors) return;
  const seen: string[] = [];
  page.__engineErrors = seen;
  addEventListener('error', (event) => seen.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    seen.push(`unhandled rejection: ${String(event.reason)}`),
  );
  const error = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(`console.error: ${args.map(String).join(' ')}`);
    error.apply(console, args);
  };
}

/** Starts Xvfb on a display it picks itself (`-displayfd`); resolves with `:N` and the process. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${WIDTH + 120}x${HEIGHT + 200}x24`, '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}); is Debian's xvfb installed?`)));
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
  });
  return { display, process: xvfb };
}

/** Waits until the driver answers `GET /status` as ready. */
async function driverReady(port: number, driver: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + STEP_MS;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`${name} exited with ${driver.exitCode}`);
    const status = await fetch(`http://127.0.0.1:${port}/status`).catch(() => null);
    if (status?.ok && ((await status.json()) as { value: { ready: boolean } }).value.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer on port ${port}`);
}

/** The driver of an engine, started; and what its session asks for. */
async function startDriver(engine: 'chromium' | 'webkit') {
  const port = await freePort();
  const stops: (() => void)[] = [];
  let driver: ChildProcess;
  let capabilities: Record<string, unknown>;
  if (engine === 'chromium') {
    driver = spawn(CHROMEDRIVER, [`--port=${port}`], { stdio: 'ignore' });
    capabilities = {
      browserName: 'chrome',
      // The browser's own log (uncaught errors and console errors of every document).
      'goog:loggingPrefs': { browser: 'SEVERE' },
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [
          ...CHROMIUM_FLAGS,
          `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
          '--force-prefers-reduced-motion',
          `--window-size=${WIDTH},${HEIGHT}`,
        ],
      },
    };
  } else {
    const xvfb = await startXvfb();
    stops.push(() => xvfb.process.kill());
    // GTK's "no animations" setting is what WebKitGTK answers prefers-reduced-motion with.
    const config = mkdtempSync(join(tmpdir(), 'renovo-webkit-'));
    mkdirSync(join(config, 'gtk-3.0'));
    writeFileSync(join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
    stops.push(() => rmSync(config, { recursive: true, force: true }));
    driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    });
    capabilities = {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    };
  }
  stops.unshift(() => driver.kill());
  // A run that ends without closing the session (a crash, an interrupt) leaves no process behind.
  process.once('exit', () => {
    for (const stop of stops) stop();
  });
  await driverReady(port, driver, engine === 'chromium' ? 'chromedriver' : 'WebKitWebDriver');
  return {
    port,
    capabilities,
    stop() {
      for (const stop of stops) stop();
    },
  };
}

/**
 * Opens one session of `engine` for the whole file. `blankPages` are a cheap page of each origin
 * the journeys visit: `fresh()` opens each and clears its cookies and storage there.
 */
export async function openWebDriverEngine(
  engine: 'chromium' | 'webkit',
  blankPages: readonly string[],
): Promise<EnginePage> {
  const driver = await startDriver(engine);
  let browser: WebdriverIO.Browser;
  try {
    browser = await remote({
      hostname: '127.0.0.1',
      port: driver.port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        ...driver.capabilities,
        'wdio:enforceWebDriverClassic': true,
      } as WebdriverIO.Capabilities,
    });
    if (engine === 'webkit') await browser.setWindowSize(WIDTH, HEIGHT);
  } catch (error) {
    driver.stop();
    throw error;
  }
  const locate = (target: Target) => {
    const [first, ...inner] = typeof target === 'string' ? [target] : target;
    let element = browser.$(first!);
    for (const selector of inner) element = element.shadow$(selector);
    return element;
  };
  const shown = async (target: Target) => {
    await watch();
    const element = await locate(target);
    await element.waitForDisplayed({ timeout: STEP_MS });
    // In the middle of the viewport: a fixed card at the bottom (a promo) covers nothing there.
    await browser.execute((el) => el.scrollIntoView({ block: 'center' }), element as unknown as HTMLElement);
    return element;
  };
  // WebKitWebDriver has no log of the page: a watcher in each document keeps what it reports,
  // put there by the first script the journey runs in it (a step, a wait or an action).
  const watch = (): Promise<unknown> =>
    engine === 'webkit' ? browser.execute(watchErrors) : Promise.resolve();
  const keys: Record<Key, string> = { Escape: 'Escape', Tab: 'Tab', Enter: 'Enter' };
  const page: EnginePage = {
    engine: engine satisfies EngineName,
    async fresh() {
      for (const blank of blankPages) {
        await browser.url(blank);
        await browser.deleteAllCookies();
        await browser.execute(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
    },
    goto: (url) => browser.url(url).then(() => undefined),
    url: () => browser.getUrl(),
    async evaluate(fn, arg) {
      await watch();
      const script = fn as (...args: unknown[]) => unknown;
      return (await browser.execute(script, arg)) as Awaited<ReturnType<typeof fn>>;
    },
    async click(target) {
      await (await shown(target)).click();
    },
    async type(target, text) {
      await (await shown(target)).setValue(text);
    },
    async choose(target, value) {
      await (await shown(target)).selectByAttribute('value', value);
    },
    press: (key) => browser.keys(keys[key]),
    async cookie(name) {
      const [found] = await browser.getCookies([name]);
      return found ? { value: found.value, httpOnly: Boolean(found.httpOnly) } : undefined;
    },
    async errors() {
      if (engine === 'webkit')
        return browser.execute(() => (window as unknown as Watched).__engineErrors?.splice(0) ?? []);
      const log = (await browser.getLogs('browser')) as { level: string; message: string }[];
      return log
        .filter((entry) => entry.level === 'SEVERE' && !entry.message.includes('Failed to load resource'))
        .map((entry) => entry.message);
    },
    async close() {
      await browser.deleteSession().catch(() => undefined);
      driver.stop();
    },
  };
  return page;
}
