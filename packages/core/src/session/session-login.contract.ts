/**
 * Session and login (docs/spec/session.md#entities, docs/spec/platform.md#calls): SMS codes, log in and out,
 * user info, mobile binding, social
 * binding.
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, EmptyEnvelopeSchema, envelope } from '../contracts/envelope.ts';
import { BROWSER_REQUEST_ERRORS } from '../contracts/lead.ts';
import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import {
  BindMobilePayloadSchema,
  CodeQuerySchema,
  LoginPayloadSchema,
  SendCodePayloadSchema,
} from './session.schemas.ts';
import {
  apiUserRoute,
  authorizationsRoute,
  bindMobileRoute,
  getCodeRoute,
  logoutRoute,
  sendCodeRoute,
  socialAuthorizeRoute,
  socialBoundRoute,
  socialCallbackRoute,
  socialFormPostCallbackRoute,
  socialProvidersRoute,
  userInfoRoute,
} from './session-login.routes.ts';
import { USER_ROLES } from './user-roles.ts';

/** User info as the server answers it. */
export const UserInfoAnswerSchema = z.object({
  id: DbIdSchema,
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  real_mobile: z.string().nullable(),
  role: z.enum(USER_ROLES),
  sex: z.int().nullable(),
  signature: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  is_force_bind_mobile: z.boolean(),
});

/** POST /v1/codes: send an SMS code. */
export const sendCodeContract = defineContract(sendCodeRoute, {
  id: 'postCodes',
  example: { body: { medium: 'sms', type: 'login', username: '0912345678' } },
  tag: 'session',
  summary:
    'Send an SMS code (6 digits, 5 min, single use). Limits: 1/60 s, 5/h, 10/day per mobile; 300/h per address (IPv4, or IPv6 /64); daily budget → 429. When the address made 3+ tries in 10 min or the deployment is flooded → 428 with `challenge` (ALTCHA v2 proof of work): solve it and resend with `challenge` = JSON `{challenge, solution}`',
  auth: 'optional',
  idempotent: true,
  body: SendCodePayloadSchema,
  response: envelope(z.object({ expires_in: z.int(), resend_after: z.int() })),
  errors: [401, ...BROWSER_REQUEST_ERRORS, 428, 429, 502],
});

/** GET /v1/codes (development): the last code sent to a mobile, read from the outbox. */
export const getCodeContract = defineContract(getCodeRoute, {
  id: 'getCodes',
  example: { query: { username: '0912345678' } },
  tag: 'dev',
  summary: 'The last code sent to a mobile, read from the outbox. Not in production',
  devOnly: true,
  query: CodeQuerySchema,
  response: envelope(z.object({ code: z.string().regex(/^\d{6}$/) })),
  errors: [404],
});

/** POST /v1/authorizations: log in. */
export const loginContract = defineContract(authorizationsRoute, {
  id: 'postAuthorizations',
  example: {
    body: {
      username: '0912345678',
      code: '123456',
      login_type: 'sms_code',
      accepted: 1,
      notice_version: CONSENT_NOTICE_VERSION,
    },
  },
  tag: 'session',
  summary:
    'Log in with mobile + SMS code; a first login creates the account. Answers access_token and sets the HttpOnly `token` cookie',
  body: LoginPayloadSchema,
  response: envelope(
    z.object({
      access_token: z.string().min(1),
      token_type: z.literal('Bearer'),
      expires_in: z.int().positive(),
      is_new_user: z.boolean(),
    }),
  ),
  errors: [...BROWSER_REQUEST_ERRORS, 429],
});

/** DELETE /v1/authorizations: log out. */
export const logoutContract = defineContract(logoutRoute, {
  id: 'deleteAuthorizations',
  tag: 'session',
  summary: 'Log out: revokes the token and clears the cookie',
  auth: 'bearer',
  response: EmptyEnvelopeSchema,
});

/** GET /v1/user/info. */
export const userInfoContract = defineContract(userInfoRoute, {
  id: 'getUserInfo',
  tag: 'session',
  summary: 'User info of the signed-in member',
  auth: 'bearer',
  response: envelope(UserInfoAnswerSchema),
});

/** GET /api/user (same as /v1/user/info). */
export const apiUserContract = defineContract(apiUserRoute, {
  id: 'getApiUser',
  tag: 'session',
  summary: 'User info (same as /v1/user/info)',
  auth: 'bearer',
  response: envelope(UserInfoAnswerSchema),
});

/** PATCH /v1/user/bind_mobile. */
export const bindMobileContract = defineContract(bindMobileRoute, {
  id: 'patchUserBindMobile',
  example: { body: { mobile: '0912345678', code: '123456' } },
  tag: 'session',
  summary: 'Bind a mobile with a bind_mobile SMS code',
  auth: 'bearer',
  body: BindMobilePayloadSchema,
  response: envelope(UserInfoAnswerSchema.nullable()),
  errors: [409, 429],
});

/** The social sign-in providers (ADR 030). */
export const SocialProviderSchema = z.enum(['line', 'google', 'facebook', 'apple']);

/** `{provider}` of the social paths: any text is taken, an unknown or unconfigured one is a 404. */
const SocialParamsSchema = z.object({ provider: z.string().min(1).max(64) });

/** `redirect`: the same-site path to come back to (anything else falls back to `/`). */
const SocialRedirectSchema = z.string().max(2000).optional();

/** GET /v1/socials: the configured providers. */
export const socialProvidersContract = defineContract(socialProvidersRoute, {
  id: 'getSocials',
  tag: 'session',
  summary:
    'The social sign-in providers this deployment has configured (each is off until its SOCIAL_* variables are set), in the order the login page shows them',
  response: envelope(z.array(z.object({ provider: SocialProviderSchema, name: z.string() }))),
});

/** POST /v1/socials/{provider}/bound: start a social sign-in (or, signed in, a binding). */
export const socialBoundContract = defineContract(socialBoundRoute, {
  id: 'postSocialsBound',
  example: { params: { provider: 'line' }, body: { redirect: '/works' } },
  tag: 'session',
  summary:
    'Starts a social sign-in: answers the provider URL to open (authorization code flow with PKCE, state and nonce) and sets the short-lived HttpOnly `social_state` cookie the callback checks. A signed-in member binds the provider account instead. An unknown or unconfigured provider → 404; a provider that cannot be reached → 502',
  auth: 'optional',
  params: SocialParamsSchema,
  body: z.object({ redirect: SocialRedirectSchema }),
  response: envelope(z.object({ authorize_url: z.url() })),
  errors: [404, 502],
});

/** GET /v1/socials/{provider}/authorize: the same, as a link the browser follows. */
export const socialAuthorizeContract = defineContract(socialAuthorizeRoute, {
  id: 'getSocialsAuthorize',
  example: { params: { provider: 'line' }, query: { redirect: '/works' } },
  tag: 'session',
  summary:
    'Starts a social sign-in from a link: 303 to the provider (as POST …/bound), or, when the provider cannot be reached, 303 to `/login?social_error=unavailable`. An unknown or unconfigured provider → 404',
  auth: 'optional',
  params: SocialParamsSchema,
  query: z.object({ redirect: SocialRedirectSchema }),
  status: 303,
  response: z.null(),
  errors: [404],
});

/** What a provider sends back to the callback (the query, or Apple's form_post body). */
const SocialCallbackSchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  user: z.string().max(4096).optional(),
});

const CALLBACK_SUMMARY =
  'The provider comes back here: the state is checked against the `social_state` cookie and the started sign-in (single use, 10 minutes), the code is exchanged with the PKCE verifier and the ID token checked (issuer, audience, nonce). Success: the member of that provider account (created on the first sign-in) is signed in (HttpOnly `token` cookie) and 303 to the path the sign-in started from, or to `/login/bind` when the member has no mobile yet. Failure: 303 to `/login?social_error=state|denied|failed|unavailable|taken`. An unknown or unconfigured provider → 404';

/** GET /v1/socials/{provider}/callback: the redirect URI. */
export const socialCallbackContract = defineContract(socialCallbackRoute, {
  id: 'getSocialsCallback',
  example: { params: { provider: 'line' }, query: { code: 'x', state: 'y' } },
  tag: 'session',
  summary: CALLBACK_SUMMARY,
  params: SocialParamsSchema,
  query: SocialCallbackSchema,
  status: 303,
  response: z.null(),
  errors: [404],
});

/** POST /v1/socials/{provider}/callback: the redirect URI of a form_post answer (Apple). */
export const socialFormPostCallbackContract = defineContract(socialFormPostCallbackRoute, {
  id: 'postSocialsCallback',
  example: { params: { provider: 'apple' }, body: { code: 'x', state: 'y' } },
  tag: 'session',
  summary: `${CALLBACK_SUMMARY} (response_mode=form_post, as Apple answers)`,
  params: SocialParamsSchema,
  body: SocialCallbackSchema,
  status: 303,
  response: z.null(),
  errors: [404],
});

/** The session and login contracts. */
export const SESSION_CONTRACTS = [
  sendCodeContract,
  getCodeContract,
  loginContract,
  logoutContract,
  userInfoContract,
  apiUserContract,
  bindMobileContract,
  socialProvidersContract,
  socialBoundContract,
  socialAuthorizeContract,
  socialCallbackContract,
  socialFormPostCallbackContract,
] as const;
