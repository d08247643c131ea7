/** The shapes of the quote forms' validation (re-exported by checks.ts) and their one helper. */

/** Field errors of a quote form, by field; a missing key means the field is valid. */
export type QuoteFieldErrors = Partial<Record<'size' | 'mobile' | 'accepted', string>>;

/** What a quote form validator looks at. */
export interface QuoteFieldValues {
  size: string;
  mobile: string;
  accepted: boolean;
}

/** A validator for a quote form: the message of each invalid field. */
export type QuoteValidator = (values: QuoteFieldValues) => QuoteFieldErrors;

/** The field errors of a quote form from (field, message or null) pairs: the fields with a message. */
export function collectFieldErrors(entries: [keyof QuoteFieldErrors, string | null][]): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}
