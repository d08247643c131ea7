/** Size in ping (doc 1 §5): 1 to 3 digits not starting with 0, or up to 4 digits with 1 to 5 decimals. */
export declare const PING_SIZE_PATTERN: RegExp;
/** Basic-quote size (doc 2 §5): an integer 1 to 999 with no leading zero. */
export declare const BASIC_SIZE_PATTERN: RegExp;
/**
 * Community-form size (doc 2 §5 "house-size pattern", not shown there): a positive number up to 999
 * with at most 2 decimals and no leading zero.
 */
export declare const COMMUNITY_SIZE_PATTERN: RegExp;
/** Size in ping by doc 1 §5. */
export declare function isPingSize(value: string): boolean;
/** Basic-quote size: integer 1 to 999, no leading zero. */
export declare function isBasicSize(value: string): boolean;
/** Community-form size: 1 to 999 with up to 2 decimals, no leading zero. */
export declare function isCommunitySize(value: string): boolean;
/** Community form: a value above 999 becomes '999'; anything else is returned unchanged. */
export declare function clampCommunitySize(value: string): string;
//# sourceMappingURL=size.d.ts.map
