/** Quote flows: the basic-quote and community-quote stores, their port, submit (payload included) and helpers (time ago included). */
export type { EvaluationCommunity, EvaluationForm, EvaluationFormInput } from './basic-quote.contract.ts';
export * from './basic-quote-store.ts';
export * from './community-form.ts';
export * from './community-quote-store.ts';
export * from './format.ts';
export * from './memory.ts';
export type * from './ports.ts';
export type * from './quote-form.ts';
export * from './recent-records.ts';
export {
  buildEvaluationPayload,
  type QuoteContext,
  type QuoteFieldErrors,
  type QuoteFieldName,
  type QuoteStoreBaseDeps,
  type QuoteSubmitOutcome,
  type QuoteSubmitSuccess,
  type QuoteTrackEvent,
  type QuoteValues,
  type RememberedQuote,
  readUtm,
  resultUrl,
  toHouseLayout,
} from './submit.ts';
export * from './time-ago.ts';
