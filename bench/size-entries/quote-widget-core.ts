/**
 * What the `renovo-quote` widget takes from `@renovo/core`: exactly the value imports of
 * packages/widgets/src/elements/quote/** plus the parts of the runtime a quote reaches.
 * Re-exported so the bundler keeps every one of them. The login and community stores are not
 * here: a quote popup never reads `runtime.session` or `runtime.login`, and does not bundle them.
 *
 * Where each name comes from (regenerate when those imports change: every non-type name the
 * widgets files below import from '@renovo/core'):
 * - elements/quote/quote-controller.ts: basicQuotePortsOf, createBasicQuoteStore, getPopupBanner
 *   (the result page's URL is decided in core; the page's location is its own)
 * - elements/quote/quote-form.tsx, quote-view.tsx, recent-records.tsx, confirm-close.tsx:
 *   BASIC_SIZE_MAX_LENGTH, basicFormMessages, basicQuoteMessages, confirmCloseMessages, format,
 *   PHONE_LENGTH, quoteMessages, regionsByGroup, tidyMobileInput, timeAgo
 * - internal/runtime.ts (the client and cookies): COOKIE_NAMES, createApiClient, createDocumentCookies
 * Not here: internal/analytics.ts (createAnalytics, dataLayerSink), a chunk of its own that
 * internal/deferred-analytics.ts fetches once the popup is interactive (idle or first event).
 * - ui/toast.tsx (the runtime's toast notifier): TOAST_DURATION_MS, TOAST_OFFSET
 */
export {
  BASIC_SIZE_MAX_LENGTH,
  basicFormMessages,
  basicQuoteMessages,
  basicQuotePortsOf,
  COOKIE_NAMES,
  confirmCloseMessages,
  createApiClient,
  createBasicQuoteStore,
  createDocumentCookies,
  format,
  getPopupBanner,
  PHONE_LENGTH,
  quoteMessages,
  regionsByGroup,
  TOAST_DURATION_MS,
  TOAST_OFFSET,
  tidyMobileInput,
  timeAgo,
} from '@renovo/core';
