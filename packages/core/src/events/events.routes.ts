/**
 * First-party analytics collection (docs/spec/console.md#attribution): the request half of `./events.ts`. No
 * schema
 * here (ADR 019).
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `postEventsContract` (./events.ts). */
export const postEventsRoute = { method: 'POST', path: '/api/events' } as const satisfies Route;
