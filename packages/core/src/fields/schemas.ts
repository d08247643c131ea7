/**
 * The fields as the contracts and the server read them, from the same patterns and zh-TW words as
 * the forms' rules (`quote/*-rules.ts`, `session/login-rules.ts`), so the server takes what the
 * form holds and stores it once read (a mobile as `09XXXXXXXX`): the API handlers take the parsed
 * value as it is.
 *
 * Kept apart from the fields' modules, which browser code imports: zod stays out of the widgets.
 */
import * as z from 'zod/mini';
import { SIZE_MAX } from '../data/constants.ts';
import { isRegionId } from '../data/regions.ts';
import { basicQuoteMessages } from '../messages/basic-quote.ts';
import { communityQuoteMessages } from '../messages/community-quote.ts';
import { loginMessages } from '../messages/login.ts';
import { quoteMessages } from '../messages/quote.ts';
import {
  BASIC_QUOTE_MOBILE_PATTERN,
  isMaskedMobile,
  isTaiwanMobile,
  storedMobile,
  TAIWAN_MOBILE_PATTERN,
} from './mobile.ts';
import { PING_SIZE_PATTERN } from './size.ts';
import { SMS_CODE_PATTERN } from './sms-code.ts';

/** A text field as a request carries it: the pattern its trimmed value must match, and its words. */
interface TextFieldRule {
  readonly pattern: RegExp;
  readonly required: string;
  readonly invalid: string;
}

/**
 * The schema of a field: a string, trimmed, required, matching the pattern; its output is the
 * value as the server stores it (`normalise`, default as it is).
 */
function schemaOf(field: TextFieldRule, normalise?: (accepted: string) => string) {
  return z.string(field.required).check(
    z.trim(),
    z.minLength(1, { error: field.required, abort: true }),
    z.regex(field.pattern, field.invalid),
    z.overwrite((value: string) => (normalise && field.pattern.test(value) ? normalise(value) : value)),
  );
}

/** Mobile of the login and bind forms: '請輸入行動電話' / '請輸入正確的行動電話'; read as `09XXXXXXXX`. */
export const LoginMobileSchema = schemaOf(
  {
    pattern: TAIWAN_MOBILE_PATTERN,
    required: loginMessages.mobileRequired,
    invalid: loginMessages.mobileInvalid,
  },
  storedMobile,
);

/** Mobile of the quote forms (basic-quote messages); read as `09XXXXXXXX`. */
export const QuoteMobileSchema = schemaOf(
  {
    pattern: BASIC_QUOTE_MOBILE_PATTERN,
    required: basicQuoteMessages.mobileRequired,
    invalid: basicQuoteMessages.mobileInvalid,
  },
  storedMobile,
);

/** A mobile (read as `09XXXXXXXX`), or the masked mobile prefilled in login status clue (kept as is). */
export const ContactMobileSchema = z.string(loginMessages.mobileRequired).check(
  z.trim(),
  z.minLength(1, { error: loginMessages.mobileRequired, abort: true }),
  z.refine((value: string) => isTaiwanMobile(value) || isMaskedMobile(value), loginMessages.mobileInvalid),
  z.overwrite((value: string) => (isTaiwanMobile(value) ? storedMobile(value) : value)),
);

/** SMS code: '請輸入驗證碼' / '請輸入正確的驗證碼' (6 digits or the single digit 0). */
export const SmsCodeSchema = schemaOf({
  pattern: SMS_CODE_PATTERN,
  required: loginMessages.codeRequired,
  invalid: loginMessages.codeInvalid,
});

/**
 * House size in ping, as a string or a number: the ping pattern, above 0, at most 999.
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
      z.regex(PING_SIZE_PATTERN, { error: basicQuoteMessages.sizeInvalid, abort: true }),
      z.refine((value: string) => {
        const size = Number(value);
        return size > 0 && size <= SIZE_MAX;
      }, basicQuoteMessages.sizeInvalid),
    ),
    z.transform((value: string) => Number(value)),
  ),
);

/** One of the 22 region ids; '請選擇地區' when missing. */
export const RegionIdSchema = z
  .number(basicQuoteMessages.regionRequired)
  .check(z.refine((id: number) => isRegionId(id), basicQuoteMessages.regionInvalid));

/** Consent flag 1 or 0; only 1 passes, with the given message. */
function consentField(message: string) {
  return z.literal([0, 1], message).check(z.refine((value: 0 | 1) => value === 1, message));
}

/** Consent of a quote form: '請勾選'. */
export const QuoteConsentSchema = consentField(quoteMessages.tickHint);

/** Consent of the login, clue and order forms: '請勾選服務條款'. */
export const TermsConsentSchema = consentField(communityQuoteMessages.termsRequired);
