/**
 * The fields as the contracts and the server read them. A text field is declared once, as the
 * rules of its field or form (`fields/mobile.ts`, `session/login-rules.ts`: each rule with its
 * zh-TW message); its schema here is derived from those rules, so the server takes exactly what
 * the form takes, says it in the same words, and stores it once read (a mobile as `09XXXXXXXX`):
 * the API handlers take the parsed value as it is.
 *
 * Kept apart from the fields' modules, which browser code imports: zod stays out of the widgets.
 */
import * as z from 'zod/mini';
import { SIZE_MAX } from '../data/constants.ts';
import { isRegionId } from '../data/regions.ts';
import { type FieldRule, resolveMessage, validateSync } from '../form/form.ts';
import { basicQuoteMessages } from '../messages/basic-quote.ts';
import { communityQuoteMessages } from '../messages/community-quote.ts';
import { loginMessages } from '../messages/login.ts';
import { quoteMessages } from '../messages/quote.ts';
import { smsCodeRules } from '../session/login-rules.ts';
import {
  basicMobileRules,
  isMaskedMobile,
  isTaiwanMobile,
  storedMobile,
  TAIWAN_MOBILE_PATTERN,
} from './mobile.ts';
import { PING_SIZE_PATTERN } from './size.ts';

/**
 * The schema of a text field, derived from its form's rules: a string, trimmed; empty answers the
 * required rule's message; then each rule's pattern (documented in the OpenAPI document) or check,
 * with its message; the output is the value as the server stores it (`normalise` once every rule
 * passed, default as it is).
 */
function schemaOfRules(rules: readonly FieldRule[], normalise?: (accepted: string) => string) {
  const required = resolveMessage(rules.find((rule) => rule.required)?.message, '');
  const checks = rules
    .filter((rule) => !rule.required)
    .map((rule): z.core.$ZodCheck<string> => {
      const message = resolveMessage(rule.message, '');
      if (rule.pattern) return z.regex(rule.pattern, message);
      const check = rule.validator ?? (() => true);
      return z.refine<string>((value) => check(value) === true, message);
    });
  return z.string(required).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    ...checks,
    z.overwrite((value: string) =>
      normalise && validateSync(rules, value) === null ? normalise(value) : value,
    ),
  );
}

/** A text field as a request carries it: the pattern its trimmed value must match, and its words. */
interface TextFieldRule {
  readonly pattern: RegExp;
  readonly required: string;
  readonly invalid: string;
}

/** The rules of a text field whose form checks it with another rule (the login mobile: a status-dependent check). */
function textFieldRules(field: TextFieldRule): readonly FieldRule[] {
  return [
    { required: true, message: field.required },
    { pattern: field.pattern, message: field.invalid },
  ];
}

/**
 * Mobile of the login and bind forms: '請輸入行動電話' / '請輸入正確的行動電話'; read as `09XXXXXXXX`.
 * The form's rule is a check that also takes a masked mobile in status clue; the server takes a
 * full mobile only, in the same words.
 */
export const LoginMobileSchema = schemaOfRules(
  textFieldRules({
    pattern: TAIWAN_MOBILE_PATTERN,
    required: loginMessages.mobileRequired,
    invalid: loginMessages.mobileInvalid,
  }),
  storedMobile,
);

/** Mobile of the quote forms (basic-quote messages); read as `09XXXXXXXX`. */
export const QuoteMobileSchema = schemaOfRules(basicMobileRules, storedMobile);

/** A mobile (read as `09XXXXXXXX`), or the masked mobile prefilled in login status clue (kept as is). */
export const ContactMobileSchema = z.string(loginMessages.mobileRequired).check(
  z.trim(),
  z.minLength(1, { error: loginMessages.mobileRequired, abort: true }),
  z.refine((value: string) => isTaiwanMobile(value) || isMaskedMobile(value), loginMessages.mobileInvalid),
  z.overwrite((value: string) => (isTaiwanMobile(value) ? storedMobile(value) : value)),
);

/** SMS code: '請輸入驗證碼' / '請輸入正確的驗證碼' (6 digits or the single digit 0). */
export const SmsCodeSchema = schemaOfRules(smsCodeRules);

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
