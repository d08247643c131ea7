import type { QuoteFieldErrors } from './checks.ts';
/** The field errors of a quote form from (field, message or null) pairs: the fields with a message. */
export declare function collectFieldErrors(
  entries: [keyof QuoteFieldErrors, string | null][],
): QuoteFieldErrors;
//# sourceMappingURL=field-errors.d.ts.map
