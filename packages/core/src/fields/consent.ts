/**
 * The consent box of a form: ticked or not in the form, the flag 1 or 0 in a request, where only
 * 1 passes.
 */
import type { FieldRule } from '../form/rule.ts';
import { communityQuoteMessages } from '../messages/community-quote.ts';
import { quoteMessages } from '../messages/quote.ts';

/** The rule of a box that must be ticked; built by calls marked pure. */
function tickRules<K extends string>(
  text: Record<K, string>,
  key: K,
  trigger: FieldRule<boolean>['trigger'],
): readonly FieldRule<boolean>[] {
  return [{ required: true, message: text[key], trigger }];
}

/** Terms of the community, login and order forms: must be ticked, checked whenever the box changes. */
export const communityTermsRules = /* @__PURE__ */ tickRules(
  communityQuoteMessages,
  'termsRequired',
  'change',
);

/** Terms of the basic-quote form: unticked on submit shows quote.tickHint; ticking clears it. */
export const basicTermsRules = /* @__PURE__ */ tickRules(quoteMessages, 'tickHint', []);
