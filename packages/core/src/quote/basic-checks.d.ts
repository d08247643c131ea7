import type { QuoteValidator } from './checks.ts';
/** Basic size input: max length 3 (number input). */
export declare function trimBasicSize(raw: string): string;
/** Basic-quote rules: size and mobile; unticked terms give the 請勾選 hint instead of an error. */
export declare const validateBasicQuote: QuoteValidator;
//# sourceMappingURL=basic-checks.d.ts.map
