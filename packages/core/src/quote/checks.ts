/**
 * The quote forms' use of the shared rules in `rules/` (doc 2 §5): each store takes a `validate`
 * dependency, and these are its defaults. Input shaping (max lengths, the 999 cap) lives here too.
 * Each form's part is a module of its own (`basic-checks.ts`, `community-checks.ts`, re-exported
 * here), so a code-split browser build gives each popup only its own rules.
 */
import { PHONE_LENGTH } from '../data/constants.ts';

export { trimBasicSize, validateBasicQuote } from './basic-checks.ts';
export { capCommunitySize, validateCommunityQuote } from './community-checks.ts';
export type { QuoteFieldErrors, QuoteFieldValues, QuoteValidator } from './field-errors.ts';

/** Mobile input: max length 10. */
export function trimMobile(raw: string): string {
  return raw.slice(0, PHONE_LENGTH);
}
