/**
 * The community-quote popup's form step, and its rules (docs/spec/quotes.md#validation "Community form").
 */
import { COMMUNITY_SIZE_MAX_LENGTH, PHONE_LENGTH, SIZE_MAX } from '../data/constants.ts';
import { isTaiwanMobile } from '../fields/mobile.ts';
import { COMMUNITY_SIZE_PATTERN, clampCommunitySize } from '../fields/size.ts';
import { createForm, type FieldRule, type Form, validateSync } from '../form/form.ts';
import { communityQuoteMessages } from '../messages/zh-TW.ts';
import type { QuoteFormValues } from './quote-form.ts';

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

/** Values of the community form. */
export type CommunityFormValues = QuoteFormValues;

/**
 * Creates the community form: size (maxlength 5, a value above 999 becomes 999 as typed and on
 * blur), mobile (10), terms (checked whenever the box changes); `initial` prefills size and mobile.
 */
export function createCommunityForm(initial: Partial<QuoteFormValues> = {}): Form<QuoteFormValues> {
  return createForm<QuoteFormValues>({
    size: {
      initial: initial.size ?? '',
      formatter: clampCommunitySize,
      maxlength: COMMUNITY_SIZE_MAX_LENGTH,
      max: SIZE_MAX,
      rules: communitySizeRules,
    },
    mobile: { initial: initial.mobile ?? '', maxlength: PHONE_LENGTH, rules: communityMobileRules },
    accepted: { initial: false, rules: communityTermsRules },
  });
}
