/**
 * Validated fields whose messages are the spec's zh-TW catalogue strings (doc 1 §5, doc 2 §5).
 */
import * as z from 'zod/mini';
import { SIZE_MAX } from '../data/constants.ts';
import { isRegionId } from '../data/regions.ts';
import {
  basicQuoteMessages,
  communityQuoteMessages,
  loginMessages,
  quoteMessages,
} from '../messages/zh-TW.ts';
import {
  HOUSE_SIZE_PATTERN,
  MASKED_MOBILE_PATTERN,
  QUOTE_MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  TAIWAN_MOBILE_PATTERN,
} from './patterns.ts';

/** A Taiwan mobile number matching `pattern`, with the given required/invalid messages. */
export function mobileField(text: { mobileRequired: string; mobileInvalid: string }, pattern: RegExp) {
  return z
    .string(text.mobileRequired)
    .check(
      z.trim(),
      z.minLength(1, { error: text.mobileRequired, abort: true }),
      z.regex(pattern, text.mobileInvalid),
    );
}

/** Mobile of the login and bind forms: '請輸入行動電話' / '請輸入正確的行動電話'. */
export const LoginMobileSchema = mobileField(loginMessages, TAIWAN_MOBILE_PATTERN);

/** Mobile of the quote forms (basic-quote messages). */
export const QuoteMobileSchema = mobileField(basicQuoteMessages, QUOTE_MOBILE_PATTERN);

/** A mobile, or the masked mobile prefilled in login status clue. */
export const ContactMobileSchema = z.string(loginMessages.mobileRequired).check(
  z.trim(),
  z.minLength(1, { error: loginMessages.mobileRequired, abort: true }),
  z.refine(
    (value: string) => TAIWAN_MOBILE_PATTERN.test(value) || MASKED_MOBILE_PATTERN.test(value),
    loginMessages.mobileInvalid,
  ),
);

/** SMS code: '請輸入驗證碼' / '請輸入正確的驗證碼' (6 digits or the single digit 0). */
export const SmsCodeSchema = z
  .string(loginMessages.codeRequired)
  .check(
    z.trim(),
    z.minLength(1, { error: loginMessages.codeRequired, abort: true }),
    z.regex(SMS_CODE_PATTERN, loginMessages.codeInvalid),
  );

/**
 * House size in ping, as a string or a number: the house-size pattern, above 0, at most 999.
 * Basic-quote messages; the output is a number.
 */
export const HouseSizeSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], basicQuoteMessages.sizeRequired),
    z.transform((value: string | number) => (typeof value === 'number' ? String(value) : value.trim())),
  ),
  z.pipe(
    z.string().check(
      z.minLength(1, { error: basicQuoteMessages.sizeRequired, abort: true }),
      z.regex(HOUSE_SIZE_PATTERN, { error: basicQuoteMessages.sizeInvalid, abort: true }),
      z.refine((value: string) => {
        const size = Number(value);
        return size > 0 && size <= SIZE_MAX;
      }, basicQuoteMessages.sizeInvalid),
    ),
    z.transform((value: string) => Number(value)),
  ),
);

/** One of the 22 region ids (doc 2 §3). */
export const RegionIdSchema = z
  .number(basicQuoteMessages.regionRequired)
  .check(z.refine((id: number) => isRegionId(id), basicQuoteMessages.regionInvalid));

/** Consent flag 1 or 0; only 1 passes, with the given message. */
export function consentField(message: string) {
  return z.literal([0, 1], message).check(z.refine((value: 0 | 1) => value === 1, message));
}

/** Consent of a quote form: '請勾選'. */
export const QuoteConsentSchema = consentField(quoteMessages.tickHint);

/** Consent of the login, clue and order forms: '請勾選服務條款'. */
export const TermsConsentSchema = consentField(communityQuoteMessages.termsRequired);
