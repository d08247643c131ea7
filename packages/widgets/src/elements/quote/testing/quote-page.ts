/**
 * The page the `<renovo-quote>` tests run on (happy-dom): a stubbed API that records every call
 * and answers the records, the banner and the submit as `answers` says (reset after each test),
 * and helpers to create, fill and submit the element.
 */
import { evaluationSubmitRoute, popupBannerRoute, recentRecordsRoute } from '@renovo/core';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { RenovoQuoteElement } from '../../../element-types.generated.ts';
import { type ApiAnswer, type ApiCall, stubApi } from '../../../testing/stub-api.ts';
import { defineQuote } from '../quote.tsx';
import { quoteNavigation } from '../quote-controller.ts';

export const RECORDS = [
  { created_at: new Date(Date.now() - 20_000).toISOString(), region_cn: '臺北市', size_cn: '30坪' },
  { created_at: new Date(Date.now() - 5 * 60_000).toISOString(), region_cn: '新北市', size_cn: '25坪' },
  { created_at: new Date(Date.now() - 2 * 3600_000).toISOString(), region_cn: '臺中市', size_cn: '40坪' },
];
const BANNER = { pc: 'http://img.test/pc.png', mobile: 'http://img.test/m.png' };

type Answer = ApiAnswer | Promise<ApiAnswer>;
const SUBMITTED: () => Answer = () => ({
  body: { code: 200, data: { id: 5, public_id: 'Q5pUbLiCiD0000000000aa', decoration_robot_messages: [] } },
});

/** What the stubbed API answers; a test may change it, it is reset after each. */
export const answers = {
  records: RECORDS as typeof RECORDS,
  todayCount: 12,
  /** The banner's answer (a promise holds it back). */
  banner: (): Answer => ({ body: { code: 200, data: BANNER as Record<string, string> | null } }),
  recent: (): Answer => ({
    body: { code: 200, data: { records: answers.records, count: answers.todayCount } },
  }),
  submit: SUBMITTED,
};
const DEFAULTS = { ...answers };

/** Every request the element made in this test. */
export const calls: ApiCall[] = [];

function route(call: ApiCall): Answer {
  if (call.url.pathname === recentRecordsRoute.path) return answers.recent();
  if (call.url.pathname === popupBannerRoute.path) return answers.banner();
  if (call.url.pathname === evaluationSubmitRoute.path) return answers.submit();
  return { status: 404, body: { code: 404, message: 'no route' } };
}

/** Registers the page's hooks: the API stub and the element (once), the resets (after each). */
export function useQuotePage(): void {
  beforeAll(() => {
    window.__RENOVO__ = { apiOrigin: 'http://api.test' };
    // The analytics bus's first-party sender batches go nowhere (happy-dom's sendBeacon would
    // really send them to api.test): every popup opened here is seen and opened, so it sends.
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
    stubApi(calls, route);
    defineQuote();
  });

  beforeEach(() => {
    quoteNavigation.assign = vi.fn();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.replaceChildren();
    localStorage.clear();
    calls.length = 0;
    Object.assign(answers, DEFAULTS);
  });
}

const tick = () => new Promise((r) => setTimeout(r, 0));
/** Lets the element's requests and renders run. */
export async function settle() {
  for (let i = 0; i < 8; i++) await tick();
}

/** A `<renovo-quote>` with these attributes, in the page. */
export function create(attrs: Record<string, string> = {}): RenovoQuoteElement {
  const el = document.createElement('renovo-quote');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

/** An open `<renovo-quote>`, settled, with a query on its shadow root. */
export async function openQuote(attrs: Record<string, string> = {}) {
  const el = create({ open: '', ...attrs });
  await settle();
  const root = el.shadowRoot as ShadowRoot;
  const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  return { el, root, $ };
}

export function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('no input');
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export async function fillValid($: <T extends Element = HTMLElement>(s: string) => T | null) {
  type($<HTMLInputElement>('input[name="size"]'), '30');
  type($<HTMLInputElement>('input[name="mobile"]'), '0912345678');
  $<HTMLInputElement>('input[name="accepted"]')?.click();
  await settle();
}

export function submitForm($: <T extends Element = HTMLElement>(s: string) => T | null) {
  $<HTMLFormElement>('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

export function listen(el: HTMLElement, name: string): unknown[] {
  const seen: unknown[] = [];
  el.addEventListener(name, (e) => seen.push((e as CustomEvent).detail));
  return seen;
}
