/**
 * The consent box of a form: ticked or not in the form, the flag 1 or 0 in a request, where only
 * 1 passes.
 */
import * as z from 'zod/mini';
import type { FieldRule } from '../form/rule.ts';
import { communityQuoteMessages } from '../messages/community-quote.ts';
import { quoteMessages } from '../messages/quote.ts';

/** Terms of the community, login and order forms: must be ticked, checked whenever the box changes. */
export const communityTermsRules: readonly FieldRule<boolean>[] = [
  { required: true, message: communityQuoteMessages.termsRequired, trigger: 'change' },
];

/** Terms of the basic-quote form: unticked on submit shows quote.tickHint; ticking clears it. */
export const basicTermsRules: readonly FieldRule<boolean>[] = [
  { required: true, message: quoteMessages.tickHint, trigger: [] },
];

/** Consent flag 1 or 0; only 1 passes, with the given message. */
export function consentField(message: string) {
  return z.literal([0, 1], message).check(z.refine((value: 0 | 1) => value === 1, message));
}

/** Consent of a quote form: '請勾選'. */
export const QuoteConsentSchema = /* @__PURE__ */ consentField(quoteMessages.tickHint);

/** Consent of the login, clue and order forms: '請勾選服務條款'. */
export const TermsConsentSchema = /* @__PURE__ */ consentField(communityQuoteMessages.termsRequired);
