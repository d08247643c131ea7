/**
 * What the two quote forms share (docs/spec/quotes.md#validation "Basic-quote form", "Community form"): their
 * values.
 * Each form's builder is in its own popup's modules (the basic quote's in `basic-quote-store.ts`,
 * on the rules of its fields in `fields/`; `community-form.ts`), so a code-split browser build
 * gives each popup only its own rules.
 */

/** Values of a quote form. */
export interface QuoteFormValues {
  size: string;
  mobile: string;
  accepted: boolean;
}
