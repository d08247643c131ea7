/**
 * Development-only: the request halves (method and path) of the contracts in `./dev.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type * as contracts from './dev.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.smsOutboxContract}. */
export const smsOutboxRoute = { method: 'GET', path: '/dev/sms-outbox' } as const satisfies Route;
