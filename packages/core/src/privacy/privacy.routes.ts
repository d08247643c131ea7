/**
 * Privacy rights: the request halves (method and path) of the contracts in `./privacy.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `privacyExportContract` (./privacy.ts). */
export const privacyExportRoute = { method: 'POST', path: '/v1/privacy/export' } as const satisfies Route;
/** Request half of `privacyEraseContract` (./privacy.ts). */
export const privacyEraseRoute = { method: 'POST', path: '/v1/privacy/erase' } as const satisfies Route;
/** Request half of `privacyMarketingWithdrawContract` (./privacy.ts). */
export const privacyMarketingWithdrawRoute = {
  method: 'POST',
  path: '/v1/privacy/marketing/withdraw',
} as const satisfies Route;
