/**
 * The community-quote popup's form step (docs/spec/quotes.md#validation "Community form").
 */
import { COMMUNITY_SIZE_MAX_LENGTH, PHONE_LENGTH, SIZE_MAX } from '../data/constants.ts';
import { clampCommunitySize } from '../fields/size.ts';
import { createForm, type Form } from '../form/form.ts';
import { communityMobileRules, communitySizeRules, communityTermsRules } from './community-rules.ts';
import type { QuoteFormValues } from './quote-form.ts';

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
