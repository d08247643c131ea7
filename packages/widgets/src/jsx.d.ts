/**
 * Types of the Renovo custom elements for TypeScript and React 19 consumers.
 *
 * - Each element's interface (`RenovoQuoteElement`…): its properties and methods, for a ref
 *   (`useRef<RenovoQuoteElement>(null)`) or a cast of `document.querySelector('renovo-quote')`.
 *   (The global `HTMLElementTagNameMap` entries are declared by the elements' own sources, not
 *   here, so the two declarations can never disagree.)
 * - React 19's JSX: `<renovo-quote>` and the others as intrinsic elements with their attributes
 *   (kebab-case, always safe) or properties (camelCase, once `@renovo/widgets` is imported so
 *   the elements are defined), and their events as `onrenovo-<event>` props: React 19 passes
 *   properties to custom elements and adds a listener for every `on…` prop whose value is a
 *   function, using the rest of the prop name as the event name.
 *
 * Types only: the one value declared here, `showToast`, is exported by the package's main entry
 * (index.ts). It is the `types` of every entry point of `@renovo/widgets`, so a consumer's
 * compiler reads this instead of the Preact sources.
 *
 * @example
 * import '@renovo/widgets';
 * <renovo-quote version="v2" stop-redirect onrenovo-submit={(e) => save(e.detail.id)} />
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

export type { RenovoEventMap, RenovoEventName } from './events.ts';

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

/**
 * Shows a message in the widgets' own toast (the one their popups use: one at a time, placed
 * inside an open popup so that it is announced, else in the page).
 */
export declare function showToast(message: string, options?: ToastOptions): void;

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

/** React's props of one element: its attributes and events plus what any HTML element takes. */
type ReactProps<E extends HTMLElement, A> = import('react').DetailedHTMLProps<
  import('react').HTMLAttributes<E>,
  E
> &
  A &
  RenovoEventProps & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'renovo-quote': ReactProps<RenovoQuoteElement, RenovoQuoteAttributes>;
      'renovo-community-quote': ReactProps<RenovoCommunityQuoteElement, RenovoCommunityQuoteAttributes>;
      'renovo-quote-preview': ReactProps<RenovoQuotePreviewElement, RenovoQuotePreviewAttributes>;
      'renovo-login-sheet': ReactProps<RenovoLoginSheetElement, RenovoLoginSheetAttributes>;
      'renovo-order-modal': ReactProps<RenovoOrderModalElement, RenovoOrderModalAttributes>;
      'renovo-toast': ReactProps<RenovoToastElement, object>;
    }
  }
}
