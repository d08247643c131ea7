/** Quote flows: the basic-quote and community-quote stores, their port, payload and helpers (time ago included). */
export * from './basic-quote-form.ts';
export * from './basic-quote-rules.ts';
export * from './basic-quote-store.ts';
export * from './community-form.ts';
export * from './community-quote-store.ts';
export * from './community-rules.ts';
export * from './format.ts';
export * from './memory.ts';
export * from './payload.ts';
export type * from './ports.ts';
export type * from './quote-form.ts';
export * from './recent-records.ts';
export {
  type QuoteFieldErrors,
  type QuoteFieldName,
  type QuoteStoreBaseDeps,
  type QuoteSubmitOutcome,
  type QuoteSubmitSuccess,
  type QuoteTrackEvent,
  type RememberedQuote,
  resultUrl,
} from './submit.ts';
export * from './time-ago.ts';
