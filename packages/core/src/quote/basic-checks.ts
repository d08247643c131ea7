/** The basic-quote form's checks and input shaping (see checks.ts). */
import { BASIC_SIZE_MAX_LENGTH } from '../data/constants.ts';
import { validateBasicMobile, validateBasicSize } from '../rules/basic-quote.ts';
import type { QuoteValidator } from './field-errors.ts';
import { collectFieldErrors } from './field-errors.ts';

/** Basic size input: max length 3 (number input). */
export function trimBasicSize(raw: string): string {
  return raw.slice(0, BASIC_SIZE_MAX_LENGTH);
}

/** Basic-quote rules: size and mobile; unticked terms give the 請勾選 hint instead of an error. */
export const validateBasicQuote: QuoteValidator = ({ size, mobile }) =>
  collectFieldErrors([
    ['size', validateBasicSize(size)],
    ['mobile', validateBasicMobile(mobile)],
  ]);
