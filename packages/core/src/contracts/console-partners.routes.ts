/**
 * The staff console's partners (issue 16 §4): the request halves (method and path) of the
 * contracts in `./console-partners.ts`. No schema here.
 */
import type * as contracts from './console-partners.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.consolePartnersListContract}. */
export const consolePartnersListRoute = {
  method: 'GET',
  path: '/console/api/partners',
} as const satisfies Route;
/** Request half of {@link contracts.consolePartnerCreateContract}. */
export const consolePartnerCreateRoute = {
  method: 'POST',
  path: '/console/api/partners',
} as const satisfies Route;
/** Request half of {@link contracts.consolePartnerUpdateContract}. */
export const consolePartnerUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/partners/{id}',
} as const satisfies Route;
/** Request half of {@link contracts.consolePartnerRotateKeyContract}. */
export const consolePartnerRotateKeyRoute = {
  method: 'POST',
  path: '/console/api/partners/{id}/rotate-key',
} as const satisfies Route;
