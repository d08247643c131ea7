/**
 * Session and login calls (doc 1 §7).
 */
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
} from '../schemas/session.ts';
import type { ApiClient, CallOptions, JsonObject, QueryParams } from './types.ts';
/** POST /v1/authorizations: log in with mobile and SMS code; reads data.access_token. */
export declare function login(
  client: ApiClient,
  payload: LoginPayloadInput,
  options?: CallOptions,
): Promise<LoginResponse>;
/** DELETE /v1/authorizations: log out (the server revokes the token). */
export declare function logout(client: ApiClient): Promise<Envelope<null>>;
/** POST /v1/codes: send an SMS code (a 422 carries the message to toast). */
export declare function sendCode(
  client: ApiClient,
  payload: SendCodePayloadInput,
  options?: CallOptions,
): Promise<Envelope<null>>;
/** GET /v1/codes: the last code sent to a mobile (development outbox). */
export declare function getCode(client: ApiClient, query: CodeQuery): Promise<Envelope<CodeResult>>;
/** PATCH /v1/user/bind_mobile: bind a mobile to the logged-in account. */
export declare function bindMobile(
  client: ApiClient,
  payload: BindMobilePayloadInput,
): Promise<Envelope<null>>;
/** GET /api/user: user info. */
export declare function getApiUser(client: ApiClient): Promise<UserInfoResponse>;
/** GET /v1/user/info: user info (isLogin once it returns an id). */
export declare function getUserInfo(client: ApiClient): Promise<UserInfoResponse>;
/** POST /v1/socials/{provider}/bound: social binding (payload not shown in the spec). */
export declare function bindSocial(
  client: ApiClient,
  params: {
    provider: string;
    body?: JsonObject;
  },
  options?: CallOptions,
): Promise<Envelope<unknown>>;
/** GET /v1/index_geo. */
export declare function getIndexGeo(client: ApiClient, query?: QueryParams): Promise<Envelope<unknown>>;
/** Geolocation: is_tw and region. */
export declare function getGeo(client: ApiClient): Promise<GeoResponse>;
/** GET /v1/utils/is-internal-ip. */
export declare function getIsInternalIp(client: ApiClient): Promise<Envelope<unknown>>;
//# sourceMappingURL=session.d.ts.map
