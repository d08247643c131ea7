/**
 * The community-quote popup's form step (doc 2 §5 "Community form").
 */
import { COMMUNITY_SIZE_MAX_LENGTH, PHONE_LENGTH, SIZE_MAX } from '../data/constants.ts';
import { communityMobileRules, communitySizeRules, communityTermsRules } from './community.ts';
import { createForm, type Form } from './form.ts';

/** Values of the community form. */
export interface CommunityFormValues {
  size: string;
  mobile: string;
  accepted: boolean;
}

/** Creates the community form: size (maxlength 5, above 999 becomes 999 on blur), mobile (10), terms. */
export function createCommunityForm(): Form<CommunityFormValues> {
  return createForm<CommunityFormValues>({
    size: { initial: '', maxlength: COMMUNITY_SIZE_MAX_LENGTH, max: SIZE_MAX, rules: communitySizeRules },
    mobile: { initial: '', maxlength: PHONE_LENGTH, rules: communityMobileRules },
    accepted: { initial: false, rules: communityTermsRules },
  });
}
