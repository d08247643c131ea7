/**
 * The Taiwan mobile-prefix helper (doc 1 §5): judges the first four characters of a number.
 */
/** How many characters the prefix helper judges. */
export declare const TAIWAN_MOBILE_PREFIX_LENGTH = 4;
/** The fixed prefix list of doc 1 §5: 0900 to 0991 inclusive, plus 0800 and 0809. */
export declare const TAIWAN_MOBILE_PREFIXES: readonly string[];
/** Empty or shorter than 4 characters is rejected; otherwise the first 4 characters must be a listed prefix. */
export declare function isTaiwanMobilePrefix(value: string): boolean;
//# sourceMappingURL=mobile-prefix.d.ts.map
