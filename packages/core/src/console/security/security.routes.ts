/**
 * A staff member's own TOTP second factor (docs/spec/console.md#staff-accounts): the request halves (method
 * and path)
 * of the contracts in `./console-security.ts`. No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleTotpStartContract` (./console-security.ts). */
export const consoleTotpStartRoute = {
  method: 'POST',
  path: '/console/api/me/totp',
} as const satisfies Route;
/** Request half of `consoleTotpConfirmContract` (./console-security.ts). */
export const consoleTotpConfirmRoute = {
  method: 'POST',
  path: '/console/api/me/totp/confirm',
} as const satisfies Route;
/** Request half of `consoleTotpDisableContract` (./console-security.ts). */
export const consoleTotpDisableRoute = {
  method: 'POST',
  path: '/console/api/me/totp/disable',
} as const satisfies Route;
