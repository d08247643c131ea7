/**
 * The schemas of the fields with no module of their own in `fields/` (region, consent) and the
 * SMS code's, whose rules live with the login form (`session/login-rules.ts`). The mobile's and
 * the house size's schemas live with their rules (`mobile.ts`, `size.ts`); all are derived from
 * the forms' rules and messages (`schemaOfRules`, `form/form.ts`), so the server takes exactly
 * what the form takes and says it in the same words.
 */
import * as z from 'zod/mini';
import { isRegionId } from '../data/regions.ts';
import { schemaOfRules } from '../form/form.ts';
import { basicQuoteMessages } from '../messages/basic-quote.ts';
import { communityQuoteMessages } from '../messages/community-quote.ts';
import { quoteMessages } from '../messages/quote.ts';
import { smsCodeRules } from '../session/login-rules.ts';

/** SMS code: '請輸入驗證碼' / '請輸入正確的驗證碼' (6 digits or the single digit 0). */
export const SmsCodeSchema = schemaOfRules(smsCodeRules);

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
