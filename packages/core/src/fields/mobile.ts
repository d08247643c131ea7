/**
 * The Taiwan mobile number: its patterns (login, quote), the masked form shown in login status
 * clue, and how the server stores a number.
 *
 * Both patterns spell the number as "optional prefix, optional leading 0, then 09, a third digit
 * that is not 4, then 7 digits", so the `09` is always present: 0912345678, 00912345678,
 * 8860912345678 and 008860912345678 pass; 886912345678 (no 0 after the country code) does not.
 * The server stores every accepted number as `09XXXXXXXX` (its last nine digits after a 0).
 *
 * The quote mobile's rules, with their zh-TW messages, are declared here once: the basic-quote
 * form and the order modal check with them, and the schemas the contracts and the server read a
 * mobile with are derived from them here (`QuoteMobileSchema`, `LoginMobileSchema`,
 * `ContactMobileSchema`): the API handlers take the parsed number as stored. The schemas are
 * built only where a module reads them (pure calls), so browser bundles carry no zod.
 */
import * as z from 'zod/mini';
import { type FieldRule, schemaOfRules, validateSync } from '../form/form.ts';
import { basicQuoteMessages } from '../messages/basic-quote.ts';
import { loginMessages } from '../messages/login.ts';

/** Login mobile: optional 886 or 00886, optional leading 0, then 09, a digit other than 4, 7 digits. */
export const TAIWAN_MOBILE_PATTERN = /^(?:886|00886)?0?09[0-35-9]\d{7}$/;

/** Quote mobile: as the login pattern, with the optional prefixes 00 and 886 both allowed. */
export const BASIC_QUOTE_MOBILE_PATTERN = /^(?:00)?(?:886)?0?09[0-35-9]\d{7}$/;

/** Quote mobile (docs/spec/quotes.md#validation "Basic-quote form"): required (mobileRequired), then the quote mobile pattern (mobileInvalid). */
export const basicMobileRules: readonly FieldRule[] = [
  { required: true, message: basicQuoteMessages.mobileRequired },
  { pattern: BASIC_QUOTE_MOBILE_PATTERN, message: basicQuoteMessages.mobileInvalid },
];

/** The quote mobile's message, or null when valid. */
export function validateBasicMobile(value: string): string | null {
  return validateSync(basicMobileRules, value);
}

/** A masked mobile as shown in login status clue (0912***678): 8 to 14 digits and `*`, at least one `*`. */
export const MASKED_MOBILE_PATTERN = /^(?=[\d*]*\*)[\d*]{8,14}$/;

/** How the server stores an accepted number: `09XXXXXXXX`. */
export function storedMobile(accepted: string): string {
  return `0${accepted.slice(-9)}`;
}

/** A Taiwan mobile number by the login rule (also the chat's and the server's lookups). */
export function isTaiwanMobile(value: string): boolean {
  return TAIWAN_MOBILE_PATTERN.test(value);
}

/** A Taiwan mobile number by the quote rule (adds a bare 00 prefix). */
export function isBasicQuoteMobile(value: string): boolean {
  return BASIC_QUOTE_MOBILE_PATTERN.test(value);
}

/** A masked mobile such as 0912***678 (accepted in login status clue). */
export function isMaskedMobile(value: string): boolean {
  return MASKED_MOBILE_PATTERN.test(value);
}

/** Masks a mobile as 0912***678 (first 4, last 3 kept); values already holding `*`, or shorter than 8, are kept. */
export function maskMobile(value: string | null | undefined): string {
  if (!value) return '';
  if (value.includes('*') || value.length < 8) return value;
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 7)}${value.slice(-3)}`;
}

/**
 * The number as `09XXXXXXXX` when it is a Taiwan mobile by {@link isTaiwanMobile} (spaces and
 * dashes ignored), else null: how the server reads a mobile outside a form (a query, a search).
 */
export function normalizeTaiwanMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/[\s-]/g, '');
  return isTaiwanMobile(compact) ? storedMobile(compact) : null;
}

/** Mobile of the quote forms (basic-quote messages); read as `09XXXXXXXX`. */
export const QuoteMobileSchema = /* @__PURE__ */ schemaOfRules(basicMobileRules, storedMobile);

/**
 * Mobile of the login and bind forms: '請輸入行動電話' / '請輸入正確的行動電話'; read as `09XXXXXXXX`.
 * The form's rule is a check that also takes a masked mobile in status clue; the server takes a
 * full mobile only, in the same words.
 */
export const LoginMobileSchema = /* @__PURE__ */ loginMobileSchema();

function loginMobileSchema() {
  const rules: FieldRule[] = [
    { required: true, message: loginMessages.mobileRequired },
    { pattern: TAIWAN_MOBILE_PATTERN, message: loginMessages.mobileInvalid },
  ];
  return schemaOfRules(rules, storedMobile);
}

/** A mobile (read as `09XXXXXXXX`), or the masked mobile prefilled in login status clue (kept as is). */
export const ContactMobileSchema = /* @__PURE__ */ contactMobileSchema();

function contactMobileSchema() {
  return z.string(loginMessages.mobileRequired).check(
    z.trim(),
    z.minLength(1, { error: loginMessages.mobileRequired, abort: true }),
    z.refine((value: string) => isTaiwanMobile(value) || isMaskedMobile(value), loginMessages.mobileInvalid),
    z.overwrite((value: string) => (isTaiwanMobile(value) ? storedMobile(value) : value)),
  );
}
