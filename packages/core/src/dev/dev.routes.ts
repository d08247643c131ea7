/**
 * Development-only: the request halves (method and path) of the contracts in `./dev.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `smsOutboxContract` (./dev.ts). */
export const smsOutboxRoute = { method: 'GET', path: '/dev/sms-outbox' } as const satisfies Route;
/** Request half of `emailOutboxContract` (./dev.ts). */
export const emailOutboxRoute = { method: 'GET', path: '/dev/email-outbox' } as const satisfies Route;
