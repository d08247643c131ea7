/**
 * The quote forms' use of the shared rules in `rules/` (doc 2 §5): each store takes a `validate`
 * dependency, and these are its defaults. Input shaping (max lengths, the 999 cap) lives here too.
 */
import { BASIC_SIZE_MAX_LENGTH, COMMUNITY_SIZE_MAX_LENGTH, PHONE_LENGTH } from '../data/constants.ts';
import {
  clampCommunitySize,
  validateBasicMobile,
  validateBasicSize,
  validateCommunityMobile,
  validateCommunitySize,
  validateCommunityTerms,
} from '../rules/index.ts';

/** Field errors of a quote form, by field; a missing key means the field is valid. */
export type QuoteFieldErrors = Partial<Record<'size' | 'mobile' | 'accepted', string>>;

/** What a quote form validator looks at. */
export interface QuoteFieldValues {
  size: string;
  mobile: string;
  accepted: boolean;
}

/** A validator for a quote form: the message of each invalid field. */
export type QuoteValidator = (values: QuoteFieldValues) => QuoteFieldErrors;

function collect(entries: [keyof QuoteFieldErrors, string | null][]): QuoteFieldErrors {
  const errors: QuoteFieldErrors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

/** Community size input: max length 5, a value above 999 becomes 999. */
export function capCommunitySize(raw: string): string {
  return clampCommunitySize(raw.slice(0, COMMUNITY_SIZE_MAX_LENGTH));
}

/** Basic size input: max length 3 (number input). */
export function trimBasicSize(raw: string): string {
  return raw.slice(0, BASIC_SIZE_MAX_LENGTH);
}

/** Mobile input: max length 10. */
export function trimMobile(raw: string): string {
  return raw.slice(0, PHONE_LENGTH);
}

/** Basic-quote rules: size and mobile; unticked terms give the 請勾選 hint instead of an error. */
export const validateBasicQuote: QuoteValidator = ({ size, mobile }) =>
  collect([
    ['size', validateBasicSize(size)],
    ['mobile', validateBasicMobile(mobile)],
  ]);

/** Community-form rules: size, mobile of exactly 10 characters, terms required. */
export const validateCommunityQuote: QuoteValidator = ({ size, mobile, accepted }) =>
  collect([
    ['size', validateCommunitySize(size)],
    ['mobile', validateCommunityMobile(mobile)],
    ['accepted', validateCommunityTerms(accepted)],
  ]);
