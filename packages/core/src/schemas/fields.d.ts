/**
 * Validated fields whose messages are the spec's zh-TW catalogue strings (doc 1 §5, doc 2 §5).
 */
import * as z from 'zod/mini';
/** A Taiwan mobile number matching `pattern`, with the given required/invalid messages. */
export declare function mobileField(
  text: {
    mobileRequired: string;
    mobileInvalid: string;
  },
  pattern: RegExp,
): z.ZodMiniString<string>;
/** Mobile of the login and bind forms: '請輸入行動電話' / '請輸入正確的行動電話'. */
export declare const LoginMobileSchema: z.ZodMiniString<string>;
/** Mobile of the quote forms (basic-quote messages). */
export declare const QuoteMobileSchema: z.ZodMiniString<string>;
/** A mobile, or the masked mobile prefilled in login status clue. */
export declare const ContactMobileSchema: z.ZodMiniString<string>;
/** SMS code: '請輸入驗證碼' / '請輸入正確的驗證碼' (6 digits or the single digit 0). */
export declare const SmsCodeSchema: z.ZodMiniString<string>;
/**
 * House size in ping, as a string or a number: the house-size pattern, above 0, at most 999.
 * Basic-quote messages; the output is a number.
 */
export declare const HouseSizeSchema: z.ZodMiniPipe<
  z.ZodMiniPipe<
    z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>]>,
    z.ZodMiniTransform<string, string | number>
  >,
  z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<number, string>>
>;
/** One of the 22 region ids (doc 2 §3). */
export declare const RegionIdSchema: z.ZodMiniNumber<number>;
/** Consent flag 1 or 0; only 1 passes, with the given message. */
export declare function consentField(message: string): z.ZodMiniLiteral<0 | 1>;
/** Consent of a quote form: '請勾選'. */
export declare const QuoteConsentSchema: z.ZodMiniLiteral<0 | 1>;
/** Consent of the login, clue and order forms: '請勾選服務條款'. */
export declare const TermsConsentSchema: z.ZodMiniLiteral<0 | 1>;
//# sourceMappingURL=fields.d.ts.map
