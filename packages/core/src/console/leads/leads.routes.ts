/**
 * The console's lead inbox and attribution (docs/spec/console.md#lead-inbox,
 * docs/spec/console.md#attribution): the request halves of the
 * contracts in `./console-leads.ts`. No schema here (ADR 019).
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleLeadListContract` (./console-leads.ts). */
export const consoleLeadListRoute = { method: 'GET', path: '/console/api/leads' } as const satisfies Route;
/** Request half of `consoleLeadCsvContract` (./console-leads.ts). */
export const consoleLeadCsvRoute = { method: 'GET', path: '/console/api/leads.csv' } as const satisfies Route;
/** Request half of `consoleLeadDetailContract` (./console-leads.ts). */
export const consoleLeadDetailRoute = {
  method: 'GET',
  path: '/console/api/leads/{kind}/{id}',
} as const satisfies Route;
/** Request half of `consoleLeadUpdateContract` (./console-leads.ts). */
export const consoleLeadUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/leads/{kind}/{id}',
} as const satisfies Route;
/** Request half of `consoleLeadNoteContract` (./console-leads.ts). */
export const consoleLeadNoteRoute = {
  method: 'POST',
  path: '/console/api/leads/{kind}/{id}/notes',
} as const satisfies Route;
/** Request half of `consoleAttributionContract` (./console-leads.ts). */
export const consoleAttributionRoute = {
  method: 'GET',
  path: '/console/api/attribution',
} as const satisfies Route;
/** Request half of `consoleFunnelContract` (./console-leads.ts). */
export const consoleFunnelRoute = { method: 'GET', path: '/console/api/funnel' } as const satisfies Route;
