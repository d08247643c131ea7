/**
 * First-party analytics collection (issue 16 §8): the request half of `./events.ts`. No schema
 * here (ADR 019).
 */
import type * as contracts from './events.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.postEventsContract}. */
export const postEventsRoute = { method: 'POST', path: '/api/events' } as const satisfies Route;
