/**
 * The console API's endpoints as the console calls them (issue 16 §3, docs/api.md): request
 * halves (method and path) only, as core's `*.routes.ts` files give them (ADR 019).
 *
 * The landing-page routes come from core's contracts (this branch builds that API). The staff,
 * partner, audit, lead and attribution endpoints are being built on the branches h16-staff and
 * h16-leads; until their contracts are merged here, the routes below are written to the shape
 * issue 16 gives, and each is to be replaced by the import of its contract's route.
 */
import type { Route } from '@renovo/core/contracts';

export {
  consoleLandingPageCreateRoute,
  consoleLandingPageRoute,
  consoleLandingPagesRoute,
  consoleLandingPageUpdateRoute,
} from '@renovo/core/contracts';

// h16-staff: session, staff accounts, partners, audit.
export const sessionRoute = { method: 'GET', path: '/console/api/session' } as const satisfies Route;
export const signInRoute = { method: 'POST', path: '/console/api/session' } as const satisfies Route;
export const signOutRoute = { method: 'DELETE', path: '/console/api/session' } as const satisfies Route;
export const partnersRoute = { method: 'GET', path: '/console/api/partners' } as const satisfies Route;
export const partnerCreateRoute = { method: 'POST', path: '/console/api/partners' } as const satisfies Route;
export const partnerUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/partners/{id}',
} as const satisfies Route;
export const partnerRotateKeyRoute = {
  method: 'POST',
  path: '/console/api/partners/{id}/rotate-key',
} as const satisfies Route;
export const staffListRoute = { method: 'GET', path: '/console/api/staff' } as const satisfies Route;
export const staffCreateRoute = { method: 'POST', path: '/console/api/staff' } as const satisfies Route;
export const staffUpdateRoute = { method: 'PATCH', path: '/console/api/staff/{id}' } as const satisfies Route;
export const auditRoute = { method: 'GET', path: '/console/api/audit' } as const satisfies Route;

// h16-leads: leads, CSV, attribution.
export const leadsRoute = { method: 'GET', path: '/console/api/leads' } as const satisfies Route;
export const leadsCsvRoute = { method: 'GET', path: '/console/api/leads.csv' } as const satisfies Route;
export const leadRoute = { method: 'GET', path: '/console/api/leads/{id}' } as const satisfies Route;
export const leadUpdateRoute = { method: 'PATCH', path: '/console/api/leads/{id}' } as const satisfies Route;
export const attributionRoute = { method: 'GET', path: '/console/api/attribution' } as const satisfies Route;
