/**
 * The community form's field checks, from the fields' one rule each.
 */
import { communityTermsRules } from '../fields/consent.ts';
import { communityMobileRules } from '../fields/mobile.ts';
import { communitySizeRules } from '../fields/size.ts';
import { validateSync } from '../form/rule.ts';

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
