/** @jsxImportSource preact */

import { defineWidget } from '../../internal/define.ts';
import { quoteWidget } from '../../widgets.generated.ts';
import { quoteStyles } from './quote.styles.ts';
import { createQuoteController, type QuoteController } from './quote-controller.ts';
import { QuoteView } from './quote-view.tsx';

const controllers = new WeakMap<HTMLElement, QuoteController>();

/**
 * `<renovo-quote>` — the basic-quote popup of docs/spec/popups-and-header.md#screens, versions v2 and v3.
 *
 * @summary Region, size in ping, mobile and terms (button 免費獲取裝修報價單); v2 adds the banner,
 * the count of owners who got a quote today and the rotating recent records. The close icon
 * (關閉) and Escape open the confirm-close page with its five warnings.
 *
 * Its attributes and properties are declared in the element table (declarations.ts).
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
    ...quoteWidget,
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
