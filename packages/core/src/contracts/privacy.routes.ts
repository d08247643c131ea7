/**
 * Privacy rights: the request halves (method and path) of the contracts in `./privacy.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './privacy.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.privacyExportContract}. */
export const privacyExportRoute = { method: 'POST', path: '/v1/privacy/export' } as const satisfies Route;
/** Request half of {@link contracts.privacyEraseContract}. */
export const privacyEraseRoute = { method: 'POST', path: '/v1/privacy/erase' } as const satisfies Route;
/** Request half of {@link contracts.privacyMarketingWithdrawContract}. */
export const privacyMarketingWithdrawRoute = {
  method: 'POST',
  path: '/v1/privacy/marketing/withdraw',
} as const satisfies Route;
