/**
 * Clues and the order modal: the request halves (method and path) of the contracts in
 * `./clues-order.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `clueInfoContract` (./clues-order.ts). */
export const clueInfoRoute = { method: 'GET', path: '/hyperf/clues/user/clue/info' } as const satisfies Route;
/** Request half of `consultContract` (./clues-order.ts). */
export const consultRoute = { method: 'POST', path: '/hyperf/clues/consult' } as const satisfies Route;
/** Request half of `clueAuthorizeContract` (./clues-order.ts). */
export const clueAuthorizeRoute = {
  method: 'POST',
  path: '/hyperf/clues/authorize',
} as const satisfies Route;
/** Request half of `orderContract` (./clues-order.ts). */
export const orderRoute = { method: 'POST', path: '/hyperf/clues/order' } as const satisfies Route;
/** Request half of `lastMessageContract` (./clues-order.ts). */
export const lastMessageRoute = {
  method: 'GET',
  path: '/hyperf/clues/last_message',
} as const satisfies Route;
