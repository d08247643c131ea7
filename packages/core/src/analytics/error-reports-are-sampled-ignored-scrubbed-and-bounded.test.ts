/**
 * The error reporter (docs/spec/platform.md#limits): one error in ten is sent (sample rate 0.1), tagged
 * environment
 * `master`; script errors, ResizeObserver notices and browser-extension errors are dropped; no
 * mobile number, code, e-mail, street address or URL query is sent; a page sends at most 5, each
 * once — and the report reaches the first-party sender and dataLayer as `client_error`.
 */
import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { type BeaconHost, beaconEvent } from './beacon.ts';
import {
  createErrorReporter,
  ERROR_ENVIRONMENT,
  ERROR_SAMPLE_RATE,
  type ErrorReport,
  errorReportOf,
  isIgnoredError,
  reportWindowErrors,
  scrubErrorText,
} from './error-reporter.ts';
import { createMemorySink, dataLayerSink } from './sinks.ts';

const boom = (message: string, extra: Partial<ErrorReport> = {}): ErrorReport => ({
  kind: 'error',
  message,
  filename: 'https://site.example/assets/app.js',
  lineno: 3,
  colno: 7,
  ...extra,
});

function setup(random: () => number = () => 0) {
  const sink = createMemorySink();
  const reporter = createErrorReporter({ analytics: createAnalytics({ sinks: [sink] }), random });
  return { sink, reporter };
}

describe('error reporting', () => {
  it('samples at 0.1: sent when the draw is below 0.1, dropped otherwise', () => {
    expect(ERROR_SAMPLE_RATE).toBe(0.1);
    const draws = [0.0999, 0.1, 0.5, 0.05];
    const { sink, reporter } = setup(() => draws.shift()!);
    expect(reporter.report(boom('a'))).toBe(true);
    expect(reporter.report(boom('b'))).toBe(false);
    expect(reporter.report(boom('c'))).toBe(false);
    expect(reporter.report(boom('d'))).toBe(true);
    expect(sink.records.map((r) => (r as { label?: string }).label)).toEqual(['a', 'd']);
  });

  it('about one in ten of many distinct errors is sent with Math.random', () => {
    const sink = createMemorySink();
    let sent = 0;
    for (let i = 0; i < 2000; i++) {
      const reporter = createErrorReporter({ analytics: createAnalytics({ sinks: [sink] }) });
      if (reporter.report(boom(`e${i}`))) sent += 1;
    }
    expect(sent).toBeGreaterThan(120);
    expect(sent).toBeLessThan(280);
  });

  it('tags the environment master and sends the kind, message and source without query', () => {
    const { sink, reporter } = setup();
    reporter.report(boom('x is undefined', { filename: 'https://site.example/a-20261126.js?token=abc#f' }));
    expect(ERROR_ENVIRONMENT).toBe('master');
    expect(sink.records[0]).toMatchObject({
      event: 'client_error',
      category: 'error',
      action: 'master',
      label: 'x is undefined',
      source: 'https://site.example/a-20261126.js:3:7',
    });
  });

  it("drops the spec's ignore list: script errors, ResizeObserver notices, extension errors", () => {
    for (const ignored of [
      boom('Script error.'),
      boom('Script error'),
      boom('ResizeObserver loop limit exceeded'),
      boom('ResizeObserver loop completed with undelivered notifications.'),
      boom('x', { filename: 'chrome-extension://abcdef/content.js' }),
      boom('x', { filename: 'moz-extension://abcdef/content.js' }),
      boom('x', { stack: 'Error: x\n    at safari-web-extension://id/inject.js:1:2' }),
    ]) {
      expect(isIgnoredError(ignored), ignored.message).toBe(true);
    }
    const { sink, reporter } = setup();
    reporter.report(boom('Script error.'));
    reporter.report(boom('ResizeObserver loop limit exceeded'));
    expect(sink.records).toHaveLength(0);
    expect(isIgnoredError(boom('TypeError: a is null'))).toBe(false);
  });

  it('never sends a mobile number, code, e-mail, address or URL query', () => {
    const scrubbed = scrubErrorText(
      'bad 0912-345-678 and +886 912 345 678 code 123456 me@mail.tw at 台北市信義區松仁路100號5樓 from https://site.example/login?mobile=0912345678#x',
    );
    for (const secret of ['0912', '345', '678', '123456', 'me@mail', '松仁路', '100號', 'mobile=', '#x']) {
      expect(scrubbed).not.toContain(secret);
    }
    expect(scrubbed).toContain('https://site.example/login');
    expect(scrubbed).toContain('[mobile]');
    expect(scrubErrorText('y'.repeat(400))).toHaveLength(256);
  });

  it('sends each distinct error once and at most 5 per page', () => {
    const { sink, reporter } = setup();
    reporter.report(boom('same'));
    reporter.report(boom('same'));
    expect(sink.records).toHaveLength(1);
    for (let i = 0; i < 10; i++) reporter.report(boom(`other ${String.fromCharCode(97 + i)}`));
    expect(sink.records).toHaveLength(5);
  });

  it("listens to the window's errors and rejections, and reaches dataLayer and the beacon event", () => {
    const target = new EventTarget();
    const dataLayer: unknown[] = [];
    const analytics = createAnalytics({ sinks: [dataLayerSink({ dataLayer })] });
    reportWindowErrors(target, createErrorReporter({ analytics, random: () => 0 }));
    const error = new Event('error') as Event & Record<string, unknown>;
    Object.assign(error, { message: 'kaput', filename: 'https://s.example/x.js?q=1', lineno: 1, colno: 2 });
    target.dispatchEvent(error);
    const rejection = new Event('unhandledrejection') as Event & Record<string, unknown>;
    Object.assign(rejection, { reason: new Error('nope 0987654321') });
    target.dispatchEvent(rejection);
    expect(dataLayer).toMatchObject([
      {
        event: 'client_error',
        category: 'error',
        action: 'master',
        label: 'kaput',
        source: 'https://s.example/x.js:1:2',
      },
      { event: 'client_error', category: 'unhandledrejection', action: 'master', label: 'nope [mobile]' },
    ]);
    const host: BeaconHost = { location: { origin: 'https://s.example', pathname: '/a', search: '?m=1' } };
    expect(beaconEvent(dataLayer[0] as never, host, undefined, 1)).toEqual({
      name: 'client_error',
      ts: 1,
      category: 'error',
      action: 'master',
      label: 'kaput',
      source: 'https://s.example/x.js:1:2',
      page: 'https://s.example/a',
    });
    expect(errorReportOf(new Event('unhandledrejection'))).toMatchObject({ message: 'undefined' });
  });
});
