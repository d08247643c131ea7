/**
 * Types of the Renovo custom elements for TypeScript consumers, re-exported by every entry point
 * of `@renovo/widgets` (React 19's JSX for the elements is the `@renovo/widgets/jsx` entry).
 *
 * - Each element's interface (`RenovoQuoteElement`…) and JSX attributes (`RenovoQuoteAttributes`…),
 *   generated from the element table (`declarations.ts`) into `element-types.generated.ts`, which also
 *   puts every tag in the global `HTMLElementTagNameMap` (`document.querySelector('renovo-quote')`
 *   is typed); the event map and a typed listener.
 * - `RenovoConfig`, the type of `window.__RENOVO__` (declared globally by `./config.ts`).
 */

import type { RenovoQuoteElement, RenovoQuotePreviewElement } from './element-types.generated.ts';
import type { RenovoEventMap } from './events.ts';

export type { RenovoConfig } from './config.ts';
export type * from './element-types.generated.ts';
export type { RenovoEvent, RenovoEventMap, RenovoEventName } from './events.ts';

/** A quote preview as the API answers it (`total_amount`, `valuation`, `house_layout`). */
export type RenovoPreviewData = RenovoQuotePreviewElement['data'];

/** `popup` (modal; a bottom sheet below 850 px) or `inline` (a panel in the page). */
export type RenovoMode = NonNullable<RenovoQuoteElement['mode']>;

/** A listener of one `renovo-*` event. */
export type RenovoEventHandler<K extends keyof RenovoEventMap> = (
  event: CustomEvent<RenovoEventMap[K]>,
) => void;

/** `onrenovo-open`, `onrenovo-submit`…: React 19 listens to the event named after `on`. */
export type RenovoEventProps = {
  [K in keyof RenovoEventMap as `on${K}`]?: RenovoEventHandler<K>;
};
