/**
 * Taiwan mobile-number patterns (doc 1 §5 login rule, doc 2 §5 basic-quote rule).
 *
 * Both documents spell the number as "optional prefix, optional leading 0, then 09, a third digit
 * that is not 4, then 7 digits", so the `09` is always present: 0912345678, 00912345678,
 * 8860912345678 and 008860912345678 pass; 886912345678 (no 0 after the country code) does not.
 */
/** Login mobile (doc 1 §5): optional 886 or 00886, optional leading 0, then 09, a digit other than 4, 7 digits. */
export declare const TAIWAN_MOBILE_PATTERN: RegExp;
/** Basic-quote mobile (doc 2 §5): as the login pattern, with the optional prefixes 00 and 886 both allowed. */
export declare const BASIC_QUOTE_MOBILE_PATTERN: RegExp;
/** A Taiwan mobile number by the login rule of doc 1 §5 (also the community form's "Taiwan-mobile pattern"). */
export declare function isTaiwanMobile(value: string): boolean;
/** A Taiwan mobile number by the basic-quote rule of doc 2 §5 (adds a bare 00 prefix). */
export declare function isBasicQuoteMobile(value: string): boolean;
//# sourceMappingURL=mobile.d.ts.map
