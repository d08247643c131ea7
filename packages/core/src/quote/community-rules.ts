/**
 * Community-form rules (docs/spec/quotes.md#validation "Community form").
 */
import { PHONE_LENGTH } from '../data/constants.ts';
import { isTaiwanMobile } from '../fields/mobile.ts';
import { COMMUNITY_SIZE_PATTERN } from '../fields/size.ts';
import type { FieldRule } from '../form/rule.ts';
import { validateSync } from '../form/rule.ts';
import { communityQuoteMessages } from '../messages/zh-TW.ts';

const text = communityQuoteMessages;

/** Size: required (quote.community.sizeRequired); 1 to 999 with up to 2 decimals (sizeInvalid). */
export const communitySizeRules: readonly FieldRule[] = [
  { required: true, message: text.sizeRequired },
  { pattern: COMMUNITY_SIZE_PATTERN, message: text.sizeInvalid },
];

/** Mobile: required (quote.community.mobileRequired); a Taiwan mobile of exactly 10 characters (mobileInvalid). */
export const communityMobileRules: readonly FieldRule[] = [
  { required: true, message: text.mobileRequired },
  {
    validator: (value) => value.length === PHONE_LENGTH && isTaiwanMobile(value),
    message: text.mobileInvalid,
  },
];

/** Terms: must be ticked (quote.community.termsRequired); checked whenever the box changes. */
export const communityTermsRules: readonly FieldRule<boolean>[] = [
  { required: true, message: text.termsRequired, trigger: 'change' },
];

/** The community size's message, or null when valid (clamp with clampCommunitySize first, as the field does on blur). */
export function validateCommunitySize(value: string): string | null {
  return validateSync(communitySizeRules, value);
}

/** The community mobile's message, or null when valid. */
export function validateCommunityMobile(value: string): string | null {
  return validateSync(communityMobileRules, value);
}

/** The terms checkbox's message, or null when ticked. */
export function validateCommunityTerms(accepted: boolean): string | null {
  return validateSync(communityTermsRules, accepted);
}
