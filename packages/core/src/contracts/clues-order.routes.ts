/**
 * Clues and the order modal: the request halves (method and path) of the contracts in
 * `./clues-order.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './clues-order.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.clueInfoContract}. */
export const clueInfoRoute = { method: 'GET', path: '/hyperf/clues/user/clue/info' } as const satisfies Route;
/** Request half of {@link contracts.consultContract}. */
export const consultRoute = { method: 'POST', path: '/hyperf/clues/consult' } as const satisfies Route;
/** Request half of {@link contracts.clueAuthorizeContract}. */
export const clueAuthorizeRoute = {
  method: 'POST',
  path: '/hyperf/clues/authorize',
} as const satisfies Route;
/** Request half of {@link contracts.orderContract}. */
export const orderRoute = { method: 'POST', path: '/hyperf/clues/order' } as const satisfies Route;
/** Request half of {@link contracts.lastMessageContract}. */
export const lastMessageRoute = {
  method: 'GET',
  path: '/hyperf/clues/last_message',
} as const satisfies Route;
