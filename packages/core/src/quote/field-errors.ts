import type { QuoteFieldErrors } from './checks.ts';

/** The field errors of a quote form from (field, message or null) pairs: the fields with a message. */
export function collectFieldErrors(entries: [keyof QuoteFieldErrors, string | null][]): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}
