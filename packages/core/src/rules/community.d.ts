import type { FieldRule } from './rule.ts';
/** Size: required (quote.community.sizeRequired); 1 to 999 with up to 2 decimals (sizeInvalid). */
export declare const communitySizeRules: readonly FieldRule[];
/** Mobile: required (quote.community.mobileRequired); a Taiwan mobile of exactly 10 characters (mobileInvalid). */
export declare const communityMobileRules: readonly FieldRule[];
/** Terms: must be ticked (quote.community.termsRequired); checked whenever the box changes. */
export declare const communityTermsRules: readonly FieldRule<boolean>[];
/** The community size's message, or null when valid (clamp with clampCommunitySize first, as the field does on blur). */
export declare function validateCommunitySize(value: string): string | null;
/** The community mobile's message, or null when valid. */
export declare function validateCommunityMobile(value: string): string | null;
/** The terms checkbox's message, or null when ticked. */
export declare function validateCommunityTerms(accepted: boolean): string | null;
//# sourceMappingURL=community.d.ts.map
