/**
 * Session and login calls (docs/spec/platform.md#calls).
 */

import type { ApiClient, CallOptions, JsonObject, QueryParams } from '../api/types.ts';
import { pathOf } from '../contracts/route.ts';
import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import { geoRoute, indexGeoRoute, isInternalIpRoute } from '../region/region.routes.ts';
import type { Envelope } from '../schemas/common.ts';
import type {
  BindMobilePayloadInput,
  CodeQuery,
  CodeResult,
  GeoResponse,
  LoginPayloadInput,
  LoginResponse,
  SendCodePayloadInput,
  UserInfoResponse,
} from './session.schemas.ts';
import {
  apiUserRoute,
  authorizationsRoute,
  bindMobileRoute,
  getCodeRoute,
  logoutRoute,
  sendCodeRoute,
  socialBoundRoute,
  socialProvidersRoute,
  userInfoRoute,
} from './session-login.routes.ts';

/** POST /v1/authorizations: log in with mobile and SMS code; reads data.access_token. */
export function login(
  client: ApiClient,
  payload: LoginPayloadInput,
  options?: CallOptions,
): Promise<LoginResponse> {
  return client.request(authorizationsRoute, {
    body: { notice_version: CONSENT_NOTICE_VERSION, ...payload },
    ...options,
  });
}

/** DELETE /v1/authorizations: log out (the server revokes the token). */
export function logout(client: ApiClient): Promise<Envelope<null>> {
  return client.request(logoutRoute);
}

/** POST /v1/codes: send an SMS code (a 422 carries the message to toast). */
export function sendCode(
  client: ApiClient,
  payload: SendCodePayloadInput,
  options?: CallOptions,
): Promise<Envelope<null>> {
  return client.request(sendCodeRoute, { body: payload, ...options });
}

/** GET /v1/codes: the last code sent to a mobile (development outbox). */
export function getCode(client: ApiClient, query: CodeQuery): Promise<Envelope<CodeResult>> {
  return client.request(getCodeRoute, { query });
}

/** PATCH /v1/user/bind_mobile: bind a mobile to the logged-in account. */
export function bindMobile(client: ApiClient, payload: BindMobilePayloadInput): Promise<Envelope<null>> {
  return client.request(bindMobileRoute, { body: payload });
}

/** GET /api/user: user info. */
export function getApiUser(client: ApiClient): Promise<UserInfoResponse> {
  return client.request(apiUserRoute);
}

/** GET /v1/user/info: user info (isLogin once it returns an id). */
export function getUserInfo(client: ApiClient): Promise<UserInfoResponse> {
  return client.request(userInfoRoute);
}

/** A configured social sign-in provider (GET /v1/socials). */
export interface SocialProvider {
  provider: 'line' | 'google' | 'facebook' | 'apple';
  /** Its name as written on its button. */
  name: string;
}

/** GET /v1/socials: the social sign-in providers this deployment has configured. */
export function getSocialProviders(client: ApiClient): Promise<Envelope<SocialProvider[]>> {
  return client.request(socialProvidersRoute);
}

/** POST /v1/socials/{provider}/bound: social binding (payload not shown in the spec). */
export function bindSocial(
  client: ApiClient,
  params: { provider: string; body?: JsonObject },
  options?: CallOptions,
): Promise<Envelope<unknown>> {
  return client.request(pathOf(socialBoundRoute, { provider: params.provider }), {
    method: socialBoundRoute.method,
    body: params.body ?? {},
    ...options,
  });
}

/** GET /v1/index_geo. */
export function getIndexGeo(client: ApiClient, query?: QueryParams): Promise<Envelope<unknown>> {
  return client.request(indexGeoRoute, { query });
}

/** Geolocation: is_tw and region. */
export function getGeo(client: ApiClient): Promise<GeoResponse> {
  return client.request(geoRoute);
}

/** GET /v1/utils/is-internal-ip. */
export function getIsInternalIp(client: ApiClient): Promise<Envelope<unknown>> {
  return client.request(isInternalIpRoute);
}
