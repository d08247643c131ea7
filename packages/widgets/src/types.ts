/**
 * Types of the Renovo custom elements for TypeScript consumers, re-exported by every entry point
 * of `@renovo/widgets` (React 19's JSX for the elements is the `@renovo/widgets/jsx` entry).
 *
 * - Each element's interface (`RenovoQuoteElement`…), as its source declares it (also in the
 *   global `HTMLElementTagNameMap`, so `document.querySelector('renovo-quote')` is typed).
 * - Each element's attributes (`RenovoQuoteAttributes`…), the event map and a typed listener.
 * - `RenovoConfig`, the type of `window.__RENOVO__` (declared globally by `./config.ts`).
 */

import type { RenovoCommunityQuoteElement } from './elements/community-quote/community-quote.tsx';
import type { RenovoLoginSheetElement } from './elements/login-sheet/login-sheet.tsx';
import type { RenovoOrderModalElement } from './elements/order-modal/order-modal.tsx';
import type { RenovoQuoteElement } from './elements/quote/quote.tsx';
import type { RenovoQuotePreviewElement } from './elements/quote-preview/quote-preview.tsx';
import type { RenovoToastElement } from './elements/toast/toast.tsx';
import type { RenovoEventMap } from './events.ts';

export type { RenovoConfig } from './config.ts';
export type { RenovoCommunityQuoteElement } from './elements/community-quote/community-quote.tsx';
export type { RenovoLoginSheetElement } from './elements/login-sheet/login-sheet.tsx';
export type { RenovoOrderModalElement } from './elements/order-modal/order-modal.tsx';
export type { RenovoQuoteElement } from './elements/quote/quote.tsx';
export type { RenovoQuotePreviewElement } from './elements/quote-preview/quote-preview.tsx';
export type { RenovoToastElement } from './elements/toast/toast.tsx';
export type { RenovoEvent, RenovoEventMap, RenovoEventName } from './events.ts';

/** A quote preview as the API answers it (`total_amount`, `valuation`, `house_layout`). */
export type RenovoPreviewData = RenovoQuotePreviewElement['data'];

/** `popup` (modal; a bottom sheet below 850 px) or `inline` (a panel in the page). */
export type RenovoMode = 'popup' | 'inline';

/** A listener of one `renovo-*` event. */
export type RenovoEventHandler<K extends keyof RenovoEventMap> = (
  event: CustomEvent<RenovoEventMap[K]>,
) => void;

/** `onrenovo-open`, `onrenovo-submit`…: React 19 listens to the event named after `on`. */
export type RenovoEventProps = {
  [K in keyof RenovoEventMap as `on${K}`]?: RenovoEventHandler<K>;
};

/** Attributes shared by the quote, community-quote, login and order elements. */
interface PopupAttributes {
  open?: boolean;
  mode?: RenovoMode;
  module?: string;
  type?: string;
  'resource-id'?: string | number;
  resourceId?: string;
  partner?: string;
}

/** JSX props of `<renovo-quote>`. */
export interface RenovoQuoteAttributes extends PopupAttributes {
  version?: 'v2' | 'v3';
  'company-id'?: string | number;
  companyId?: string;
  region?: number;
  'stop-redirect'?: boolean;
  stopRedirect?: boolean;
}

/** JSX props of `<renovo-community-quote>`. */
export interface RenovoCommunityQuoteAttributes extends PopupAttributes {
  'company-id'?: string | number;
  companyId?: string;
  region?: number;
  'stop-redirect'?: boolean;
  stopRedirect?: boolean;
}

/** JSX props of `<renovo-quote-preview>`. */
export interface RenovoQuotePreviewAttributes {
  size?: number;
  level?: 1 | 2 | 3;
  'record-id'?: string | number;
  recordId?: string;
  data?: RenovoPreviewData;
}

/** JSX props of `<renovo-login-sheet>`. */
export interface RenovoLoginSheetAttributes extends PopupAttributes {
  'company-id'?: string | number;
  companyId?: string;
}

/** JSX props of `<renovo-order-modal>`. */
export interface RenovoOrderModalAttributes extends PopupAttributes {
  variant?: 'A' | 'B';
}

/** Every element: the tag → its interface and its JSX attributes. */
export interface RenovoElements {
  'renovo-quote': [RenovoQuoteElement, RenovoQuoteAttributes];
  'renovo-community-quote': [RenovoCommunityQuoteElement, RenovoCommunityQuoteAttributes];
  'renovo-quote-preview': [RenovoQuotePreviewElement, RenovoQuotePreviewAttributes];
  'renovo-login-sheet': [RenovoLoginSheetElement, RenovoLoginSheetAttributes];
  'renovo-order-modal': [RenovoOrderModalElement, RenovoOrderModalAttributes];
  'renovo-toast': [RenovoToastElement, object];
}
