/** @jsxImportSource preact */
import { defineWidget } from '../../internal/define.ts';
import { quoteStyles } from './quote.styles.ts';
import { createQuoteController, type QuoteController, quoteAttributes } from './quote-controller.ts';
import { QuoteView } from './quote-view.tsx';

const controllers = new WeakMap<HTMLElement, QuoteController>();

/**
 * `<renovo-quote>` — the basic-quote popup of doc 2, versions v2 and v3.
 *
 * @summary Region, size in ping, mobile and terms (button 免費獲取裝修報價單); v2 adds the banner,
 * the count of owners who got a quote today and the rotating recent records. The close icon
 * (關閉) and Escape open the confirm-close page with its five warnings.
 *
 * Attributes (each mirrors the camelCased property):
 * - `open` (boolean): shows the popup; cleared when it closes.
 * - `mode` (`popup` | `inline`, default popup): a modal (bottom sheet below 850 px), or a panel in
 *   the page (always shown, no close icon).
 * - `version` (`v2` | `v3`, default v2).
 * - `module`, `type` (default generic), `resource-id`, `company-id`: sent with the quote.
 * - `region` (number): the region id to start with when the visitor has none remembered.
 * - `stop-redirect` (boolean): after a submit stay on the page (only `renovo-submit` fires and the
 *   popup closes) instead of going to the main site's /decorationfrom/result_copy?id=.
 * - `partner` (string): the partner key sent with every call when the page gives none through the
 *   loader's `data-partner` (an element installed from npm); the loader's wins. Read when the
 *   page's first widget starts: one key per page.
 *
 * @event renovo-open - the popup opened
 * @event renovo-close - the popup closed; `detail.reason` is `user`, `submit` or `api`
 * @event renovo-submit - a quote was stored; `detail.id`, and `detail.redirect` (the result page, or null)
 * @event renovo-error - the submit failed (`detail.reason` `submit-failed`; 送出失敗，請稍後重試 is shown)
 *
 * @csspart dialog - the native dialog (popup mode); `panel` the section (inline mode)
 * @csspart body - the popup's content box
 * @csspart close - the close icon
 * @csspart banner - the v2 banner picture
 * @csspart title - the heading of the form page and of the confirm page
 * @csspart records - the v2 records block; `count`, `ticker`, `record`, `avatar` inside it
 * @csspart form - the form; `field`, `label`, `input`, `error`, `terms` inside it
 * @csspart submit - the submit button
 * @csspart confirm - the confirm-close page; `reasons`, `close-feature`, `think-again` inside it
 *
 * @cssproperty --renovo-quote-accent - buttons, focus and highlights (default --renovo-color-primary)
 * @cssproperty --renovo-quote-accent-text - text on the accent colour (default --renovo-color-primary-text)
 * @cssproperty --renovo-quote-width - popup width on desktop (default 440px)
 * @cssproperty --renovo-quote-radius - corner radius (default --renovo-radius)
 * @cssproperty --renovo-quote-field-height - height of inputs and buttons (default 44px)
 */
export function defineQuote(): void {
  defineWidget({
    tag: 'renovo-quote',
    attributes: quoteAttributes,
    styles: quoteStyles,
    render: ({ host, props }) => {
      let controller = controllers.get(host);
      if (!controller) {
        controller = createQuoteController(host, props);
        controllers.set(host, controller);
      }
      return <QuoteView controller={controller} props={props} />;
    },
  });
}

/** The element's public shape. */
export interface RenovoQuoteElement extends HTMLElement {
  open: boolean;
  mode: 'popup' | 'inline' | null;
  version: 'v2' | 'v3' | null;
  module: string | null;
  type: string | null;
  resourceId: string | null;
  companyId: string | null;
  region: number | null;
  stopRedirect: boolean;
  partner: string | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'renovo-quote': RenovoQuoteElement;
  }
}
