/**
 * Privacy rights (個人資料保護法 Art. 3, 11, 20; docs/spec/leads-and-security.md#privacy-rights-and-retention): with
 * a `privacy` SMS code a person
 * exports, erases, or refuses marketing use of the data held under their mobile.
 */

import { defineContract } from '../contracts/contract.ts';
import { EmptyEnvelopeSchema, envelope } from '../contracts/envelope.ts';
import { BROWSER_REQUEST_ERRORS } from '../contracts/lead.ts';
import { privacyEraseRoute, privacyExportRoute, privacyMarketingWithdrawRoute } from './privacy.routes.ts';
import { PrivacyEraseResultSchema, PrivacyExportSchema, PrivacyRequestSchema } from './privacy.schemas.ts';

/** POST /v1/privacy/export. */
export const privacyExportContract = defineContract(privacyExportRoute, {
  id: 'postPrivacyExport',
  example: { body: { mobile: '0912345678', code: '123456' } },
  tag: 'privacy',
  summary:
    'Everything held under a mobile (account, sessions, favourites, quotes, clues, consents, SMS), as JSON. Needs a fresh `privacy` SMS code (single use); 30/h per address, 10/h per mobile → 429',
  body: PrivacyRequestSchema,
  response: envelope(PrivacyExportSchema),
  errors: [...BROWSER_REQUEST_ERRORS, 429],
});

/** POST /v1/privacy/erase. */
export const privacyEraseContract = defineContract(privacyEraseRoute, {
  id: 'postPrivacyErase',
  example: { body: { mobile: '0912345678', code: '123456' } },
  tag: 'privacy',
  summary:
    'Erases what is held under a mobile: deletes the account, its sessions, favourites and SMS records; anonymises its leads and consents (docs/privacy.md). Needs a fresh `privacy` SMS code',
  body: PrivacyRequestSchema,
  response: envelope(PrivacyEraseResultSchema),
  errors: [...BROWSER_REQUEST_ERRORS, 429],
});

/** POST /v1/privacy/marketing/withdraw. */
export const privacyMarketingWithdrawContract = defineContract(privacyMarketingWithdrawRoute, {
  id: 'postPrivacyMarketingWithdraw',
  example: { body: { mobile: '0912345678', code: '123456' } },
  tag: 'privacy',
  summary: 'Refuses marketing use of a mobile (Art. 20 §2). Needs a fresh `privacy` SMS code',
  body: PrivacyRequestSchema,
  response: EmptyEnvelopeSchema,
  errors: [...BROWSER_REQUEST_ERRORS, 429],
});

/** The privacy contracts. */
export const PRIVACY_CONTRACTS = [
  privacyExportContract,
  privacyEraseContract,
  privacyMarketingWithdrawContract,
] as const;
