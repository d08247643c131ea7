/**
 * The staff console's partners (docs/spec/console.md#partners): the request halves (method and path) of the
 * contracts in `./console-partners.ts`. No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consolePartnersListContract` (./console-partners.ts). */
export const consolePartnersListRoute = {
  method: 'GET',
  path: '/console/api/partners',
} as const satisfies Route;
/** Request half of `consolePartnerCreateContract` (./console-partners.ts). */
export const consolePartnerCreateRoute = {
  method: 'POST',
  path: '/console/api/partners',
} as const satisfies Route;
/** Request half of `consolePartnerUpdateContract` (./console-partners.ts). */
export const consolePartnerUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/partners/{id}',
} as const satisfies Route;
/** Request half of `consolePartnerRotateKeyContract` (./console-partners.ts). */
export const consolePartnerRotateKeyRoute = {
  method: 'POST',
  path: '/console/api/partners/{id}/rotate-key',
} as const satisfies Route;
/** Request half of `consolePartnerServerSecretContract` (./console-partners.ts). */
export const consolePartnerServerSecretRoute = {
  method: 'POST',
  path: '/console/api/partners/{id}/server-secret',
} as const satisfies Route;
