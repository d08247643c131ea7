/**
 * Steps the cross-engine journeys share: waiting for the loader, a widget's dialog, React's
 * hydration; the renovo-* events a page dispatched; a quote form filled in by typing; a distinct
 * mobile per engine and journey. Everything is read through `EnginePage.evaluate`, so it runs the
 * same in every engine.
 */
import type { EngineName, EnginePage, Target } from './engine-page.ts';
import { until } from './engine-page.ts';

/** One `renovo-*` event heard on the document. */
export interface HeardEvent {
  type: string;
  detail: Record<string, unknown>;
}

/** Waits until loader.js has run (`renovo.v` is set). */
export function loaderReady(page: EnginePage): Promise<unknown> {
  return until(page, 'the loader', () =>
    Boolean((window as unknown as { renovo?: { v?: string } }).renovo?.v),
  );
}

/** Waits until React owns the page's main content (its nodes carry React's fiber). */
export function hydrated(page: EnginePage): Promise<unknown> {
  return until(page, 'hydration', () =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * Starts recording every `renovo-*` event of the page in `window.__heard` (the events follow
 * what the journey does next; WebDriver classic has no script that runs before the page's own).
 */
export async function listen(page: EnginePage): Promise<void> {
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { __heard: unknown[] }).__heard = heard;
    for (const name of ['open', 'close', 'submit', 'login', 'error']) {
      document.addEventListener(`renovo-${name}`, (event) =>
        heard.push({
          type: `renovo-${name}`,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? {})),
        }),
      );
    }
  });
}

/** The events of `type` heard since `listen`. */
export function heard(page: EnginePage, type: string): Promise<HeardEvent[]> {
  return page.evaluate(
    (t) => ((window as unknown as { __heard?: HeardEvent[] }).__heard ?? []).filter((e) => e.type === t),
    type,
  );
}

/** Waits until an event of `type` was heard and returns the first. */
export async function heardOnce(page: EnginePage, type: string): Promise<HeardEvent> {
  await until(
    page,
    `a ${type} event`,
    (t) => ((window as unknown as { __heard?: HeardEvent[] }).__heard ?? []).some((e) => e.type === t),
    type,
  );
  return (await heard(page, type))[0]!;
}

/** Waits until the widget `host` shows an open dialog with a box (laid out, not just opened). */
export function dialogShown(page: EnginePage, host: string): Promise<unknown> {
  return until(
    page,
    `an open dialog in ${host}`,
    (selector) => {
      const dialog = document.querySelector(selector)?.shadowRoot?.querySelector('dialog[open]');
      return Boolean(dialog && dialog.getBoundingClientRect().height > 0);
    },
    host,
  );
}

/** Waits until no dialog of the widget `host` is open. */
export function dialogClosed(page: EnginePage, host: string): Promise<unknown> {
  return until(
    page,
    `no open dialog in ${host}`,
    (selector) => !document.querySelector(selector)?.shadowRoot?.querySelector('dialog[open]'),
    host,
  );
}

/** A quote's answers. */
export interface QuoteAnswers {
  region: string;
  size: string;
  mobile: string;
}

/**
 * Fills the quote form inside `scope` (the widget's host, then the dialog or form holding the
 * fields) by choosing and typing, ticks the terms and presses the submit button.
 */
export async function submitQuote(page: EnginePage, scope: readonly string[], answers: QuoteAnswers) {
  const at = (selector: string): Target => [...scope.slice(0, -1), `${scope.at(-1)} ${selector}`];
  await page.choose(at('select[name="region_id"]'), answers.region);
  await page.type(at('input[name="size"]'), answers.size);
  await page.type(at('input[name="mobile"]'), answers.mobile);
  await page.click(at('input[name="accepted"]'));
  await page.click(at('button[type="submit"]'));
}

const ENGINE_DIGIT: Record<EngineName, number> = { chromium: 1, webkit: 2, firefox: 3 };

/**
 * A valid Taiwan mobile of its own for each engine and journey (0937, the engine's digit, five
 * digits from `n`): an SMS code is sent once a minute per number, and no lead repeats another.
 */
export function mobileOf(engine: EngineName, n: number): string {
  return `0937${ENGINE_DIGIT[engine]}${String(n).padStart(5, '0')}`;
}
