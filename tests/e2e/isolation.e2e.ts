/**
 * A partner's CSS cannot change a widget, and a popup stacks above any partner header. The partner page
 * (examples/partner-page) has hostile
 * global CSS and a fixed header at z-index 2147483647; tests/e2e/pages/hostile-inherited.html sets
 * every inherited property it can on every element (so on the widgets' own elements too);
 * tests/e2e/pages/clean.html has no CSS at all.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, openPage, PHONE, waitForWidget } from './harness/browser.ts';
import { openWidgetPage, pauseClock, toastFromLoginSheet, toastPlace } from './harness/widgets.ts';

const { partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'color',
  'background-color',
  'display',
  'width',
  'height',
  'border-top-width',
  'text-transform',
];

/** Opens a widget through the queue API and returns the computed styles inside its dialog. */
async function stylesOf(page: Page, widget: string, options: Record<string, unknown> = {}) {
  await page.waitForFunction(() => Boolean((window as unknown as { renovo: { v?: string } }).renovo.v));
  await page.evaluate(
    ([w, o]) => (window as unknown as { renovo: (...a: unknown[]) => unknown }).renovo('open', w, o),
    [widget, options] as const,
  );
  await waitForWidget(page, `renovo-${widget}`, { open: true });
  // Let the open animation finish (widths are read from the layout): wait for it, not for a time.
  await page.evaluate(async (tag) => {
    const dialog = document.querySelector(tag)!.shadowRoot!.querySelector('dialog[open]')!;
    await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
  }, `renovo-${widget}`);
  return page.evaluate(
    ([tag, properties]) => {
      const dialog = document.querySelector(tag)!.shadowRoot!.querySelector('dialog[open]')!;
      const nodes = [dialog, ...dialog.querySelectorAll('form, form *, [part~="title"], [part~="close"]')];
      return nodes.map((node) => {
        const style = getComputedStyle(node);
        const name = node.getAttribute('name') ?? node.getAttribute('part') ?? '';
        return `${node.localName}${name ? `[${name}]` : ''} ${properties.map((p) => `${p}:${style.getPropertyValue(p)}`).join('; ')}`;
      });
    },
    [`renovo-${widget}`, PROPERTIES] as const,
  );
}

describe('isolation from the partner page', () => {
  for (const [label, viewport] of [
    ['390×844', PHONE],
    ['1280×800', DESKTOP],
  ] as const) {
    test(`hostile CSS leaves the quote popup's computed styles unchanged (${label})`, async () => {
      const hostile = await openPage(browser, `${partnerOrigin}/`, { viewport });
      const clean = await openPage(browser, `${partnerOrigin}/test/clean.html`, { viewport });
      const [onHostile, onClean] = await Promise.all([
        stylesOf(hostile.page, 'quote', { version: 'v3' }),
        stylesOf(clean.page, 'quote', { version: 'v3' }),
      ]);
      expect(onClean.length).toBeGreaterThan(10);
      expect(onClean.some((line) => line.startsWith('input[mobile]'))).toBe(true);
      expect(onHostile).toEqual(onClean);
      await hostile.page.context().close();
      await clean.page.context().close();
    });

    test(`the popup stacks above the z-index 2147483647 header (${label})`, async () => {
      const { page } = await openPage(browser, `${partnerOrigin}/`, { viewport });
      await stylesOf(page, 'quote', { version: 'v3' });
      const hits = await page.evaluate(() => {
        const host = document.querySelector('renovo-quote')!;
        const box = host.shadowRoot!.querySelector('dialog[open]')!.getBoundingClientRect();
        const centre = [box.left + box.width / 2, box.top + box.height / 2] as const;
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        const inner = host.shadowRoot!.elementFromPoint(...centre);
        return {
          centre: document.elementFromPoint(...centre)?.localName,
          centreInsideDialog: Boolean(inner?.closest('dialog')),
          // The header's own area: covered by the dialog's backdrop (top layer), not the header.
          header: document.elementFromPoint(header.left + 8, header.top + 8)?.localName,
        };
      });
      expect(hits).toEqual({ centre: 'renovo-quote', centreInsideDialog: true, header: 'renovo-quote' });
      await page.context().close();
    });
  }

  test('the quote is a bottom sheet at 390×844 and a centred modal at 1280×800', async () => {
    const boxes: Record<string, { left: number; right: number; top: number; bottom: number }> = {};
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page } = await openPage(browser, `${partnerOrigin}/`, { viewport });
      await stylesOf(page, 'quote', { version: 'v3' });
      boxes[label] = await page.evaluate(() => {
        const box = document
          .querySelector('renovo-quote')!
          .shadowRoot!.querySelector('dialog[open]')!
          .getBoundingClientRect();
        return {
          left: box.left,
          right: innerWidth - box.right,
          top: box.top,
          bottom: innerHeight - box.bottom,
        };
      });
      await page.context().close();
    }
    expect(boxes.phone).toMatchObject({ left: 0, right: 0, bottom: 0 });
    expect(boxes.desktop!.left).toBeCloseTo(boxes.desktop!.right, 0);
    expect(boxes.desktop!.top).toBeCloseTo(boxes.desktop!.bottom, 0);
    expect(boxes.desktop!.top).toBeGreaterThan(0);
  });

  test('a strict CSP without unsafe-inline is enough: no violation while every widget opens', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await page.goto(`${partnerOrigin}/`);
    await page.waitForFunction(() => Boolean((window as unknown as { renovo: { v?: string } }).renovo.v));
    for (const widget of ['quote', 'community-quote', 'login-sheet', 'order-modal']) {
      await page.evaluate(
        (w) => (window as unknown as { renovo: (...a: unknown[]) => Promise<unknown> }).renovo('open', w),
        widget,
      );
      await waitForWidget(page, `renovo-${widget}`, { open: true });
      await page.evaluate(
        (w) => (window as unknown as { renovo: (...a: unknown[]) => unknown }).renovo('close', w),
        widget,
      );
    }
    await page.waitForLoadState('networkidle');
    const csp = await page.evaluate(() =>
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content'),
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await context.close();
  });

  /** Every computed property of `nodes`, per element (runs in the page). */
  function snapshot(nodes: Element[]) {
    return nodes.map((node) => {
      const style = getComputedStyle(node);
      return {
        element: `${node.localName}.${node.getAttribute('class') ?? ''}`,
        values: Object.fromEntries(Array.from(style, (p) => [p, style.getPropertyValue(p)])),
      };
    });
  }
  type Snapshot = ReturnType<typeof snapshot>;

  /** Every computed property of every element inside the open popup of `tag`. */
  async function everyComputedStyle(page: Page, widget: string, options: Record<string, unknown>) {
    await stylesOf(page, widget, options);
    // Read once the opening animation has ended: mid-way, a transform differs by timing alone.
    return page.evaluate<Snapshot>(`(async () => {
      const dialog = document.querySelector('renovo-${widget}').shadowRoot.querySelector('dialog[open]');
      await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
      return (${snapshot})([dialog, ...dialog.querySelectorAll('*')]);
    })()`);
  }

  /** What differs between two snapshots: `element property: value (clean: value)`. */
  function differences(onHostile: Snapshot, onClean: Snapshot): string[] {
    return onHostile.flatMap(({ element, values }, i) =>
      Object.entries(values)
        .filter(([property, value]) => onClean[i]?.values[property] !== value)
        .map(
          ([property, value]) => `${element} ${property}: ${value} (clean: ${onClean[i]?.values[property]})`,
        ),
    );
  }

  for (const [widget, options] of [
    ['quote', { version: 'v3' }],
    ['community-quote', {}],
    ['login-sheet', {}],
    ['order-modal', { variant: 'A' }],
  ] as const) {
    test(`inherited properties a page sets on every element do not reach inside ${widget}: every computed property as on a clean page`, async () => {
      const hostile = await openPage(browser, `${partnerOrigin}/test/hostile-inherited.html`, {
        viewport: PHONE,
      });
      const clean = await openPage(browser, `${partnerOrigin}/test/clean.html`, { viewport: PHONE });
      const [onHostile, onClean] = await Promise.all([
        everyComputedStyle(hostile.page, widget, options),
        everyComputedStyle(clean.page, widget, options),
      ]);
      // The page's rules really reach the widget's own element (so the test would see a leak).
      expect(
        await hostile.page.evaluate((tag) => {
          const style = getComputedStyle(document.querySelector(tag)!);
          return [style.pointerEvents, style.fontStyle, style.color];
        }, `renovo-${widget}`),
      ).toEqual(['none', 'italic', 'rgb(0, 255, 0)']);
      expect(onClean.length).toBeGreaterThan(5);
      const differing = differences(onHostile, onClean);
      expect(differing).toEqual([]);
      expect(onHostile.length).toBe(onClean.length);
      await hostile.page.context().close();
      await clean.page.context().close();
    });
  }

  test('nor inside the toast, shown in the page once its popup has closed', async () => {
    /** Shows the login sheet's toast, closes the sheet (the toast moves to <body>), snapshots it. */
    const toastIn = async (url: string) => {
      const { page } = await openWidgetPage(browser, url, { viewport: PHONE, fakeClock: true });
      const dialog = await toastFromLoginSheet(page);
      await pauseClock(page);
      await dialog.press('Escape');
      await expect.poll(() => toastPlace(page)).toBe('body');
      await page.clock.runFor(100);
      const styles = await page.evaluate<Snapshot>(
        `(${snapshot})([...document.querySelector('body > renovo-toast').shadowRoot.querySelectorAll('.root *')])`,
      );
      const host = await page.evaluate(
        () => getComputedStyle(document.querySelector('body > renovo-toast')!).pointerEvents,
      );
      await page.context().close();
      return { styles, host };
    };
    const hostile = await toastIn(`${partnerOrigin}/test/hostile-inherited.html`);
    const clean = await toastIn(`${partnerOrigin}/test/clean.html`);
    expect(hostile.host).toBe('none');
    expect(clean.styles.length).toBeGreaterThan(0);
    expect(differences(hostile.styles, clean.styles)).toEqual([]);
  });
});
