/**
 * Session and login: the request halves (method and path) of the contracts in `./session-login.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */

import type { Route } from './route.ts';
import type * as contracts from './session-login.ts';

/** Request half of {@link contracts.sendCodeContract}. */
export const sendCodeRoute = { method: 'POST', path: '/v1/codes' } as const satisfies Route;
/** Request half of {@link contracts.getCodeContract}. */
export const getCodeRoute = { method: 'GET', path: '/v1/codes' } as const satisfies Route;
/** Request half of {@link contracts.loginContract}. */
export const authorizationsRoute = { method: 'POST', path: '/v1/authorizations' } as const satisfies Route;
/** Request half of {@link contracts.logoutContract}. */
export const logoutRoute = { method: 'DELETE', path: '/v1/authorizations' } as const satisfies Route;
/** Request half of {@link contracts.userInfoContract}. */
export const userInfoRoute = { method: 'GET', path: '/v1/user/info' } as const satisfies Route;
/** Request half of {@link contracts.apiUserContract}. */
export const apiUserRoute = { method: 'GET', path: '/api/user' } as const satisfies Route;
/** Request half of {@link contracts.bindMobileContract}. */
export const bindMobileRoute = { method: 'PATCH', path: '/v1/user/bind_mobile' } as const satisfies Route;
/** Request half of {@link contracts.socialBoundContract}. */
export const socialBoundRoute = {
  method: 'POST',
  path: '/v1/socials/{provider}/bound',
} as const satisfies Route;
