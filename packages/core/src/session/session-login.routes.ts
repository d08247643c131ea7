/**
 * Session and login: the request halves (method and path) of the contracts in `./session-login.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */

import type { Route } from '../contracts/route.ts';

/** Request half of `sendCodeContract` (./session-login.ts). */
export const sendCodeRoute = { method: 'POST', path: '/v1/codes' } as const satisfies Route;
/** Request half of `getCodeContract` (./session-login.ts). */
export const getCodeRoute = { method: 'GET', path: '/v1/codes' } as const satisfies Route;
/** Request half of `loginContract` (./session-login.ts). */
export const authorizationsRoute = { method: 'POST', path: '/v1/authorizations' } as const satisfies Route;
/** Request half of `logoutContract` (./session-login.ts). */
export const logoutRoute = { method: 'DELETE', path: '/v1/authorizations' } as const satisfies Route;
/** Request half of `userInfoContract` (./session-login.ts). */
export const userInfoRoute = { method: 'GET', path: '/v1/user/info' } as const satisfies Route;
/** Request half of `apiUserContract` (./session-login.ts). */
export const apiUserRoute = { method: 'GET', path: '/api/user' } as const satisfies Route;
/** Request half of `bindMobileContract` (./session-login.ts). */
export const bindMobileRoute = { method: 'PATCH', path: '/v1/user/bind_mobile' } as const satisfies Route;
/** Request half of `socialBoundContract` (./session-login.ts). */
export const socialBoundRoute = {
  method: 'POST',
  path: '/v1/socials/{provider}/bound',
} as const satisfies Route;
/** Request half of `socialProvidersContract` (./session-login.ts). */
export const socialProvidersRoute = { method: 'GET', path: '/v1/socials' } as const satisfies Route;
/** Request half of `socialAuthorizeContract` (./session-login.ts). */
export const socialAuthorizeRoute = {
  method: 'GET',
  path: '/v1/socials/{provider}/authorize',
} as const satisfies Route;
/** Request half of `socialCallbackContract` (./session-login.ts). */
export const socialCallbackRoute = {
  method: 'GET',
  path: '/v1/socials/{provider}/callback',
} as const satisfies Route;
/** Request half of `socialFormPostCallbackContract` (./session-login.ts). */
export const socialFormPostCallbackRoute = {
  method: 'POST',
  path: '/v1/socials/{provider}/callback',
} as const satisfies Route;
