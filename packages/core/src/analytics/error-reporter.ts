/**
 * The first-party error reporter (docs/spec/platform.md#limits: sample rate 0.1, environment `master`, script
 * errors,
 * resize-observer notices and browser-extension errors ignored; ADR 033). A page's uncaught
 * errors and unhandled rejections become `client_error` events of the analytics bus, so they
 * reach `POST /api/events` and `dataLayer` like every other event. Nothing personal is sent:
 * mobile numbers, codes and other long digit runs, e-mail addresses and street addresses are
 * masked, and every URL loses its query and fragment. A page sends a bounded number (5), each
 * message once, so a loop that throws cannot flood the collection.
 */
import type { Analytics } from './analytics.ts';

/** The spec's sample rate: one error in ten is sent. */
export const ERROR_SAMPLE_RATE = 0.1;
/** The spec's environment name. */
export const ERROR_ENVIRONMENT = 'master';
/** Most errors one page sends. */
export const ERRORS_PER_PAGE = 5;

/**
 * The spec's ignore list: cross-origin "Script error." (no detail to act on), the
 * ResizeObserver loop notices, and errors thrown by browser extensions.
 */
const IGNORED_MESSAGES = [/^(uncaught )?script error\.?$/i, /resizeobserver loop/i];
const EXTENSION_SOURCE = /\b(chrome|moz|safari(-web)?|ms-browser|edge)-extension:\/\//i;

/** What one error is reduced to before anything else looks at it. */
export interface ErrorReport {
  kind: 'error' | 'unhandledrejection';
  message: string;
  /** The script's URL, and the line and column when known. */
  filename?: string;
  lineno?: number;
  colno?: number;
  /** The stack, only read to tell an extension's error. */
  stack?: string;
}

/** True for the errors the spec says to ignore. */
export function isIgnoredError(report: ErrorReport): boolean {
  if (IGNORED_MESSAGES.some((pattern) => pattern.test(report.message.trim()))) return true;
  return EXTENSION_SOURCE.test(report.filename ?? '') || EXTENSION_SOURCE.test(report.stack ?? '');
}

const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// Taiwanese mobiles (09xx…, +886 9xx…) with or without separators, then any other run of 4+
// digits (SMS codes, ids, house numbers): none of them tells a developer anything a line does not.
const MOBILE = /(\+?886[\s-]?|0)9\d{2}[\s-]?\d{3}[\s-]?\d{3}/g;
const DIGITS = /\d{4,}/g;
// A street address: Han characters ending in 路/街/大道/巷/弄/號/樓 with their numbers.
const ADDRESS = /[\u3400-\u9fff]{1,12}(路|街|大道)([\u3400-\u9fff\d\s-]{0,6}(段|巷|弄|號|樓|之))*/g;

/** `text` without personal data or URL queries, at most `max` characters. */
export function scrubErrorText(text: string, max = 256): string {
  return text
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(MOBILE, '[mobile]')
    .replace(DIGITS, '[n]')
    .replace(ADDRESS, '[address]')
    .slice(0, max);
}

/** A script's URL without query or fragment, any mobile masked, at most 200 characters. */
function scrubScriptUrl(url: string): string {
  return url.split(/[?#]/)[0]!.replace(MOBILE, '[mobile]').slice(0, 200);
}

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  analytics: Analytics;
  /** Default {@link ERROR_SAMPLE_RATE}. */
  sampleRate?: number;
  /** Default {@link ERROR_ENVIRONMENT}. */
  environment?: string;
  /** Default {@link ERRORS_PER_PAGE}. */
  maxPerPage?: number;
  /** A number in [0, 1); default Math.random. */
  random?: () => number;
}

/** The reporter: `report` returns true when the error was sent. */
export interface ErrorReporter {
  report(error: ErrorReport): boolean;
}

/** Creates the reporter (one per page). */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const rate = options.sampleRate ?? ERROR_SAMPLE_RATE;
  const random = options.random ?? Math.random;
  const max = options.maxPerPage ?? ERRORS_PER_PAGE;
  const seen = new Set<string>();
  let sent = 0;
  return {
    report(error) {
      if (sent >= max || isIgnoredError(error)) return false;
      const label = scrubErrorText(error.message || error.kind);
      // A script's URL keeps its digits (hashed asset names) but loses query, fragment and mobiles.
      const file = error.filename ? scrubScriptUrl(error.filename) : '';
      const source = file ? `${file}:${error.lineno ?? 0}:${error.colno ?? 0}` : undefined;
      const key = `${error.kind}|${label}|${source ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      // Sampled per distinct error, as Sentry's sampleRate samples per event.
      if (random() >= rate) return false;
      sent += 1;
      options.analytics.track('client_error', {
        category: error.kind,
        action: options.environment ?? ERROR_ENVIRONMENT,
        label,
        ...(source ? { source } : {}),
      });
      return true;
    },
  };
}

/** The parts of a window the reporter listens on. */
export interface ErrorHost {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

/** The reason of a rejection or the error of an error event as an {@link ErrorReport}. */
export function errorReportOf(event: Event): ErrorReport {
  if (event.type === 'unhandledrejection') {
    const reason = (event as PromiseRejectionEvent).reason as
      | { message?: unknown; stack?: unknown }
      | undefined;
    const message = typeof reason?.message === 'string' ? reason.message : String(reason);
    return {
      kind: 'unhandledrejection',
      message,
      ...(typeof reason?.stack === 'string' ? { stack: reason.stack } : {}),
    };
  }
  const e = event as ErrorEvent;
  const stack = (e.error as { stack?: unknown } | undefined)?.stack;
  return {
    kind: 'error',
    message: e.message ?? '',
    ...(e.filename ? { filename: e.filename } : {}),
    ...(e.lineno ? { lineno: e.lineno } : {}),
    ...(e.colno ? { colno: e.colno } : {}),
    ...(typeof stack === 'string' ? { stack } : {}),
  };
}

/** Reports the window's uncaught errors and unhandled rejections. */
export function reportWindowErrors(host: ErrorHost, reporter: ErrorReporter): void {
  const listener = (event: Event) => {
    try {
      reporter.report(errorReportOf(event));
    } catch {
      // Reporting never throws into the page.
    }
  };
  host.addEventListener('error', listener);
  host.addEventListener('unhandledrejection', listener);
}
