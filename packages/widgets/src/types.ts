/**
 * Types of the Renovo custom elements for TypeScript consumers, re-exported by every entry point
 * of `@renovo/widgets` (React 19's JSX for the elements is the `@renovo/widgets/jsx` entry).
 *
 * - Each element's interface (`RenovoQuoteElement`…): its properties and methods, for a ref
 *   or a cast of `document.querySelector('renovo-quote')`. (The global `HTMLElementTagNameMap`
 *   entries are declared by the elements' own sources; `index.test.ts` checks that the two agree.)
 * - Each element's attributes (`RenovoQuoteAttributes`…), the event map and a typed listener.
 * - `RenovoConfig`, the type of `window.__RENOVO__` (declared globally by `./config.ts`).
 */
import type {
  AccessOutcome,
  EmptyPreview,
  getPreview,
  LoginParams,
  OrderModalStore,
  ToastOptions,
} from '@renovo/core';
import type { RenovoEventMap } from './events.ts';

export type { RenovoConfig } from './config.ts';
export type { RenovoEvent, RenovoEventMap, RenovoEventName } from './events.ts';

/** `popup` (modal; a bottom sheet below 850 px) or `inline` (a panel in the page). */
export type RenovoMode = 'popup' | 'inline';

/** `<renovo-quote>`: the basic-quote popup, versions v2 and v3. */
export interface RenovoQuoteElement extends HTMLElement {
  open: boolean;
  mode: RenovoMode | null;
  version: 'v2' | 'v3' | null;
  module: string | null;
  type: string | null;
  resourceId: string | null;
  companyId: string | null;
  region: number | null;
  stopRedirect: boolean;
  partner: string | null;
}

/** `<renovo-community-quote>`: the three-step community quote popup. */
export interface RenovoCommunityQuoteElement extends HTMLElement {
  open: boolean;
  mode: string | null;
  module: string | null;
  type: string | null;
  resourceId: string | null;
  companyId: string | null;
  region: number | null;
  stopRedirect: boolean;
  partner: string | null;
}

/** A quote preview as the API answers it (`total_amount`, `valuation`, `house_layout`). */
export type RenovoPreviewData =
  | NonNullable<Awaited<ReturnType<typeof getPreview>>['data']>
  | EmptyPreview
  | null
  | undefined;

/** `<renovo-quote-preview>`: the result preview panel. */
export interface RenovoQuotePreviewElement extends HTMLElement {
  size: number | null;
  level: number | null;
  recordId: string | null;
  data: RenovoPreviewData;
}

/** `<renovo-login-sheet>`: the login popup in every status. */
export interface RenovoLoginSheetElement extends HTMLElement {
  open: boolean;
  mode: RenovoMode | null;
  module: string | null;
  type: string | null;
  resourceId: string | null;
  companyId: string | null;
  partner: string | null;
  /** Opens the sheet for a flow; resolves with the login store's outcome. */
  openFor(params?: LoginParams): Promise<AccessOutcome>;
}

/** `<renovo-order-modal>`: the order modal, variants A and B. */
export interface RenovoOrderModalElement extends HTMLElement {
  open: boolean;
  variant: string | null;
  mode: RenovoMode | null;
  module: string | null;
  type: string | null;
  resourceId: string | null;
  partner: string | null;
  /** The page's order-modal store. */
  getStore(): OrderModalStore;
}

/** `<renovo-toast>`: the general toast (one at a time). */
export interface RenovoToastElement extends HTMLElement {
  show(message: string, options?: ToastOptions): void;
}

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
