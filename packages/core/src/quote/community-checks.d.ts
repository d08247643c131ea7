import type { QuoteValidator } from './checks.ts';
/** Community size input: max length 5, a value above 999 becomes 999. */
export declare function capCommunitySize(raw: string): string;
/** Community-form rules: size, mobile of exactly 10 characters, terms required. */
export declare const validateCommunityQuote: QuoteValidator;
//# sourceMappingURL=community-checks.d.ts.map
