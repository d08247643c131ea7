/** The community-quote form's checks and input shaping (see checks.ts). */
import { COMMUNITY_SIZE_MAX_LENGTH } from '../data/constants.ts';
import {
  validateCommunityMobile,
  validateCommunitySize,
  validateCommunityTerms,
} from '../rules/community.ts';
import { clampCommunitySize } from '../rules/size.ts';
import type { QuoteValidator } from './field-errors.ts';
import { collectFieldErrors } from './field-errors.ts';

/** Community size input: max length 5, a value above 999 becomes 999. */
export function capCommunitySize(raw: string): string {
  return clampCommunitySize(raw.slice(0, COMMUNITY_SIZE_MAX_LENGTH));
}

/** Community-form rules: size, mobile of exactly 10 characters, terms required. */
export const validateCommunityQuote: QuoteValidator = ({ size, mobile, accepted }) =>
  collectFieldErrors([
    ['size', validateCommunitySize(size)],
    ['mobile', validateCommunityMobile(mobile)],
    ['accepted', validateCommunityTerms(accepted)],
  ]);
