/**
 * What the two quote forms share (docs/spec/quotes.md#validation "Basic-quote form", "Community form"): their
 * values.
 * Each form's rules and builder are modules of their own (`basic-quote-form.ts`,
 * `community-form.ts`), so a code-split browser build gives each popup only its own rules.
 */

/** Values of a quote form. */
export interface QuoteFormValues {
  size: string;
  mobile: string;
  accepted: boolean;
}
