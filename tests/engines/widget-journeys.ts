/**
 * The widget journeys every engine runs, on a partner's page (another origin than Renovo's): the
 * inline quote renders and submits, a popup opens and closes, the login sheet logs in, the order
 * modal stores a clue, a hostile partner stylesheet changes nothing, and a lead whose answer was
 * lost is resent by the next page (docs/spec/quotes.md#validation, docs/spec/session.md#states,
 * docs/spec/leads-and-security.md#durable-submission). The full coverage stays in the Chromium
 * suite (tests/e2e); these are the journeys that must hold in every engine.
 */
import { expect } from 'vitest';
import { apiJson, smsCode } from '../e2e/harness/widgets.ts';
import type { EnginePage } from './harness/engine-page.ts';
import { STEP_MS, until, untilUrl } from './harness/engine-page.ts';
import type { EnginesStack } from './harness/global-setup.ts';
import {
  dialogClosed,
  dialogShown,
  heard,
  heardOnce,
  listen,
  loaderReady,
  mobileOf,
  submitQuote,
} from './harness/steps.ts';
import { type SeenSubmit, startSubmitOutage } from './harness/submit-outage.ts';

/** A journey: the rule it checks (the test's name) and how. */
export interface Journey {
  rule: string;
  run(page: EnginePage, stack: EnginesStack): Promise<void>;
}

const QUOTE = 'renovo-quote';
const INLINE = 'renovo-quote[mode="inline"]';

interface QuoteResult {
  data: { public_id: string; variant: string; region_id: number; size: number };
}

/** Opens the partner page and waits for the loader; records the renovo-* events from then on. */
async function partnerPage(page: EnginePage, url: string): Promise<void> {
  await page.goto(url);
  await loaderReady(page);
  await listen(page);
}

/** The computed styles inside the open quote popup that a partner's CSS could reach. */
function popupStyles(page: EnginePage): Promise<string[]> {
  return page.evaluate(async () => {
    const dialog = document.querySelector('renovo-quote')!.shadowRoot!.querySelector('dialog[open]')!;
    await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
    const properties = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'color'];
    const more = ['background-color', 'display', 'width', 'height', 'border-top-width', 'text-transform'];
    const nodes = [dialog, ...dialog.querySelectorAll('form, form *, [part~="title"], [part~="close"]')];
    return nodes.map((node) => {
      const style = getComputedStyle(node);
      const name = node.getAttribute('name') ?? node.getAttribute('part') ?? '';
      return `${node.localName}[${name}] ${[...properties, ...more].map((p) => `${p}:${style.getPropertyValue(p)}`).join('; ')}`;
    });
  });
}

/** Waits until the proxy has cut the answer of at least one submit. */
async function cutOnce(submits: readonly SeenSubmit[]): Promise<void> {
  const deadline = Date.now() + STEP_MS;
  while (!submits.some((s) => s.cut)) {
    if (Date.now() > deadline) throw new Error('no submit reached the proxy');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const WIDGET_JOURNEYS: readonly Journey[] = [
  {
    rule: 'the inline quote renders its form in its shadow root on a partner landing page',
    async run(page, { partnerOrigin }) {
      await partnerPage(page, `${partnerOrigin}/landing/`);
      const form = await until(
        page,
        'the inline form',
        (host) => {
          const el = document.querySelector(host);
          const root = el?.shadowRoot;
          const box = root?.querySelector('form')?.getBoundingClientRect();
          if (el?.getAttribute('state') !== 'ready' || !box?.height) return null;
          return {
            fields: [...root!.querySelectorAll('form [name]')].map((f) => f.getAttribute('name')),
            submit: root!.querySelector('button[type="submit"]')?.textContent?.trim(),
          };
        },
        INLINE,
      );
      expect(form).toEqual({
        fields: ['region_id', 'size', 'mobile', 'accepted'],
        submit: '免費獲取裝修報價單',
      });
    },
  },
  {
    rule: 'a quote typed into the inline form is stored and lands on the main site’s result_copy?id=',
    async run(page, { partnerOrigin, siteOrigin }) {
      await partnerPage(page, `${partnerOrigin}/landing/`);
      await submitQuote(page, [INLINE, 'form'], {
        region: '3',
        size: '42',
        mobile: mobileOf(page.engine, 1),
      });
      const landed = await untilUrl(page, (url) => url.pathname === '/decorationfrom/result_copy');
      expect(landed.origin).toBe(siteOrigin);
      const id = landed.searchParams.get('id') ?? '';
      const { body } = await apiJson<QuoteResult>(siteOrigin, `/hyperf/valuation/v3/result?id=${id}`);
      expect(body.data).toMatchObject({ public_id: id, region_id: 3, size: 42 });
    },
  },
  {
    rule: 'a popup opens from the page’s button; Escape asks first, and 關閉此功能 closes it',
    async run(page, { partnerOrigin }) {
      await partnerPage(page, `${partnerOrigin}/`);
      await page.click('button[data-widget="quote"][data-version="v3"]');
      await dialogShown(page, QUOTE);
      expect((await heardOnce(page, 'renovo-open')).detail).toMatchObject({ widget: 'quote' });
      await page.press('Escape');
      await until(page, 'the confirm-close page', () =>
        Boolean(document.querySelector('renovo-quote')?.shadowRoot?.querySelector('[part~="confirm"]')),
      );
      await page.click([QUOTE, 'dialog[open] [part~="close-feature"]']);
      await dialogClosed(page, QUOTE);
      expect((await heard(page, 'renovo-close')).map((e) => e.detail)).toEqual([
        expect.objectContaining({ widget: 'quote' }),
      ]);
    },
  },
  {
    rule: 'the login sheet logs a visitor in with the SMS code and closes',
    async run(page, { partnerOrigin, siteOrigin }) {
      const sheet = 'renovo-login-sheet';
      const mobile = mobileOf(page.engine, 2);
      await partnerPage(page, `${partnerOrigin}/`);
      await page.click('button[data-widget="login-sheet"]');
      await dialogShown(page, sheet);
      await page.type([sheet, 'dialog[open] input[name="mobile"]'], mobile);
      await page.click([sheet, 'dialog[open] [part~="send-code"]']);
      await until(page, 'the resend countdown', () =>
        /\d+s/.test(
          document.querySelector('renovo-login-sheet')?.shadowRoot?.querySelector('[part~="send-code"]')
            ?.textContent ?? '',
        ),
      );
      await page.type([sheet, 'dialog[open] input[name="code"]'], await smsCode(siteOrigin, mobile));
      await page.click([sheet, 'dialog[open] input[name="accepted"]']);
      await page.click([sheet, 'dialog[open] button[type="submit"]']);
      expect((await heardOnce(page, 'renovo-login')).detail).toMatchObject({ widget: 'login-sheet' });
      await dialogClosed(page, sheet);
    },
  },
  {
    rule: 'a mobile left in the order modal stores a clue for the device',
    async run(page, { partnerOrigin, siteOrigin }) {
      const modal = 'renovo-order-modal';
      await partnerPage(page, `${partnerOrigin}/`);
      await page.click('button[data-widget="order-modal"]');
      await dialogShown(page, modal);
      await page.type([modal, 'dialog[open] input[name="mobile"]'], mobileOf(page.engine, 3));
      await page.click([modal, 'dialog[open] input[name="accepted"]']);
      await page.click([modal, 'dialog[open] button[type="submit"]']);
      expect((await heardOnce(page, 'renovo-submit')).detail).toMatchObject({ widget: 'order-modal' });
      await dialogClosed(page, modal);
      const uuid = (await page.cookie('uuid'))?.value ?? '';
      const { body } = await apiJson<{ data: { exists_clue: boolean } }>(
        siteOrigin,
        '/hyperf/clues/user/clue/info',
        {
          headers: { 'X-Uuid': uuid },
        },
      );
      expect(body.data.exists_clue).toBe(true);
    },
  },
  {
    rule: 'a hostile partner stylesheet leaves the popup as on a clean page, above a z-index 2147483647 header',
    async run(page, { partnerOrigin }) {
      const open = async (url: string) => {
        await partnerPage(page, url);
        await page.evaluate(() => {
          (window as unknown as { renovo: (...a: unknown[]) => unknown }).renovo('open', 'quote', {
            version: 'v3',
          });
        });
        await dialogShown(page, QUOTE);
        return popupStyles(page);
      };
      const onClean = await open(`${partnerOrigin}/test/clean.html`);
      const onHostile = await open(`${partnerOrigin}/`);
      expect(onClean.length).toBeGreaterThan(10);
      expect(onHostile).toEqual(onClean);
      const hits = await page.evaluate(() => {
        const host = document.querySelector('renovo-quote')!;
        const box = host.shadowRoot!.querySelector('dialog[open]')!.getBoundingClientRect();
        const centre = [box.left + box.width / 2, box.top + box.height / 2] as const;
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        return {
          centre: document.elementFromPoint(...centre)?.localName,
          inDialog: Boolean(host.shadowRoot!.elementFromPoint(...centre)?.closest('dialog')),
          header: document.elementFromPoint(header.left + 8, header.top + 8)?.localName,
        };
      });
      expect(hits).toEqual({ centre: QUOTE, inDialog: true, header: QUOTE });
    },
  },
  {
    rule: 'a lead whose answer was lost is resent by the next page under its key and stored once',
    async run(page, { siteOrigin }) {
      const outage = await startSubmitOutage(siteOrigin);
      try {
        outage.down = true;
        await partnerPage(page, `${outage.partnerOrigin}/`);
        await page.click('button[data-widget="quote"][data-version="v3"]');
        await dialogShown(page, QUOTE);
        await submitQuote(page, [QUOTE, 'dialog[open]'], {
          region: '5',
          size: '36',
          mobile: mobileOf(page.engine, 4),
        });
        await until(page, 'the lead kept in storage', () =>
          localStorage.getItem('renovo_pending')?.includes('"k"'),
        );
        await cutOnce(outage.submits);
        // The visitor leaves while the lead waits (for a page without widgets: nothing resends
        // it meanwhile); the network is back for the next page with a widget (an inline quote).
        await page.goto(`${outage.partnerOrigin}/no-widgets-here`);
        outage.down = false;
        await page.goto(`${outage.partnerOrigin}/landing/`);
        await loaderReady(page);
        await until(
          page,
          'the pending lead delivered',
          () => localStorage.getItem('renovo_pending') === '[]',
        );
        const keys = new Set(outage.submits.map((s) => s.key));
        const leads = new Set(outage.submits.map((s) => s.publicId));
        // The next page delivered it (a keyed resend may itself be retried: same key, same lead).
        expect(outage.submits.filter((s) => !s.cut).length).toBeGreaterThan(0);
        expect(keys.size).toBe(1);
        expect(leads.size).toBe(1);
        expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await outage.close();
      }
    },
  },
];
