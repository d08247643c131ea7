/**
 * `@renovo/widgets`: importing it registers every Renovo custom element (`renovo-quote`,
 * `renovo-community-quote`, `renovo-quote-preview`, `renovo-login-sheet`, `renovo-order-modal`,
 * `renovo-toast`). Safe during SSR: without `customElements` nothing happens, and no module
 * touches the DOM at import time. One element alone: `import '@renovo/widgets/quote'`.
 *
 * The widgets talk to the API origin in `window.__RENOVO__` (`{ apiOrigin, partner }`), set it
 * before the first widget opens; without it they use the page's own origin.
 *
 * @example
 * import '@renovo/widgets';
 * document.body.append(Object.assign(document.createElement('renovo-quote'), { version: 'v2', open: true }));
 */
import './elements/quote/index.ts';
import './elements/community-quote/index.ts';
import './elements/quote-preview/index.ts';
import './elements/login-sheet/index.ts';
import './elements/order-modal/index.ts';
import './elements/toast/index.ts';

export { showToast } from './elements/toast/index.ts';

export type {
  RenovoCommunityQuoteElement,
  RenovoConfig,
  RenovoEvent,
  RenovoEventHandler,
  RenovoEventMap,
  RenovoEventName,
  RenovoLoginSheetElement,
  RenovoOrderModalElement,
  RenovoQuoteElement,
  RenovoQuotePreviewElement,
  RenovoToastElement,
} from './types.ts';
