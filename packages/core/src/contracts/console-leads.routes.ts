/**
 * The console's lead inbox and attribution (issue 16 §7, §8): the request halves of the
 * contracts in `./console-leads.ts`. No schema here (ADR 019).
 */
import type * as contracts from './console-leads.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.consoleLeadListContract}. */
export const consoleLeadListRoute = { method: 'GET', path: '/console/api/leads' } as const satisfies Route;
/** Request half of {@link contracts.consoleLeadCsvContract}. */
export const consoleLeadCsvRoute = { method: 'GET', path: '/console/api/leads.csv' } as const satisfies Route;
/** Request half of {@link contracts.consoleLeadDetailContract}. */
export const consoleLeadDetailRoute = {
  method: 'GET',
  path: '/console/api/leads/{kind}/{id}',
} as const satisfies Route;
/** Request half of {@link contracts.consoleLeadUpdateContract}. */
export const consoleLeadUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/leads/{kind}/{id}',
} as const satisfies Route;
/** Request half of {@link contracts.consoleLeadNoteContract}. */
export const consoleLeadNoteRoute = {
  method: 'POST',
  path: '/console/api/leads/{kind}/{id}/notes',
} as const satisfies Route;
/** Request half of {@link contracts.consoleAttributionContract}. */
export const consoleAttributionRoute = {
  method: 'GET',
  path: '/console/api/attribution',
} as const satisfies Route;
/** Request half of {@link contracts.consoleFunnelContract}. */
export const consoleFunnelRoute = { method: 'GET', path: '/console/api/funnel' } as const satisfies Route;
