/**
 * House size in ping: the pattern the server takes from both quote forms, and the narrower
 * patterns of the basic-quote form (whole ping) and the community form (two decimals), with their
 * zh-TW messages, as form rules and as the schema. Every size a form accepts, the server accepts
 * and reads as the same number.
 */
import * as z from 'zod/mini';
import { SIZE_MAX } from '../data/constants.ts';
import { type FieldRule, validateSync } from '../form/form.ts';
import { basicQuoteMessages } from '../messages/basic-quote.ts';

/** Size in ping (docs/spec/session.md#validation): 1 to 3 digits not starting with 0, or up to 4 digits with 1 to 5 decimals. */
export const PING_SIZE_PATTERN = /^(?:[1-9]\d{0,2}|\d{1,4}\.\d{1,5})$/;

/** Basic-quote size (docs/spec/quotes.md#validation): an integer 1 to 999 with no leading zero. */
export const BASIC_SIZE_PATTERN = /^[1-9]\d{0,2}$/;

/** Basic-quote size: required (sizeRequired), then an integer 1 to 999 without a leading zero (sizeInvalid). */
export const basicSizeRules: readonly FieldRule[] = [
  { required: true, message: basicQuoteMessages.sizeRequired },
  { pattern: BASIC_SIZE_PATTERN, message: basicQuoteMessages.sizeInvalid },
];

/** The basic-quote size's message, or null when valid. */
export function validateBasicSize(value: string): string | null {
  return validateSync(basicSizeRules, value);
}

/**
 * Community-form size (docs/spec/quotes.md#validation "house-size pattern", not shown there): a positive
 * number up to 999
 * with at most 2 decimals and no leading zero.
 */
export const COMMUNITY_SIZE_PATTERN = /^[1-9]\d{0,2}(?:\.\d{1,2})?$/;

/** Size in ping by docs/spec/session.md#validation. */
export function isPingSize(value: string): boolean {
  return PING_SIZE_PATTERN.test(value);
}

/** Basic-quote size: integer 1 to 999, no leading zero. */
export function isBasicSize(value: string): boolean {
  return BASIC_SIZE_PATTERN.test(value);
}

/** Community-form size: 1 to 999 with up to 2 decimals, no leading zero. */
export function isCommunitySize(value: string): boolean {
  return COMMUNITY_SIZE_PATTERN.test(value);
}

/** Community form: a value above 999 becomes '999'; anything else is returned unchanged. */
export function clampCommunitySize(value: string): string {
  return Number(value) > SIZE_MAX ? String(SIZE_MAX) : value;
}

/**
 * House size in ping, as a string or a number: the ping pattern, above 0, at most 999.
 * Basic-quote messages; the output is a number. Built only where a module reads it (a pure call).
 */
export const HouseSizeSchema = /* @__PURE__ */ houseSizeSchema();

function houseSizeSchema() {
  return z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], basicQuoteMessages.sizeRequired),
      z.transform((value: string | number) => (typeof value === 'number' ? String(value) : value.trim())),
    ),
    z.pipe(
      z.string().check(
        z.minLength(1, { error: basicQuoteMessages.sizeRequired, abort: true }),
        z.regex(PING_SIZE_PATTERN, { error: basicQuoteMessages.sizeInvalid, abort: true }),
        z.refine((value: string) => {
          const size = Number(value);
          return size > 0 && size <= SIZE_MAX;
        }, basicQuoteMessages.sizeInvalid),
      ),
      z.transform((value: string) => Number(value)),
    ),
  );
}
