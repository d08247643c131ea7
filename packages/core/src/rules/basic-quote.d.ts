import type { FieldRule } from './rule.ts';
/**
 * The basic-quote size's message, or null when valid: required (quote.basic.sizeRequired), then an
 * integer 1 to 999 without a leading zero (sizeInvalid). A plain function, so the quote popup
 * does not bundle the generic rule engine; {@link basicSizeRules} hands the same check to it.
 */
export declare function validateBasicSize(value: string): string | null;
/** The basic-quote mobile's message, or null when valid: required (mobileRequired), then the basic-quote mobile pattern (mobileInvalid). */
export declare function validateBasicMobile(value: string): string | null;
/** The size rule for the generic engine (form fields): the message of {@link validateBasicSize}. */
export declare const basicSizeRules: readonly FieldRule[];
/** The mobile rule for the generic engine: the message of {@link validateBasicMobile}. */
export declare const basicMobileRules: readonly FieldRule[];
/** Terms: unticked on submit shows the hint quote.tickHint; checked only by validate(), ticking clears it. */
export declare const basicTermsRules: readonly FieldRule<boolean>[];
//# sourceMappingURL=basic-quote.d.ts.map
