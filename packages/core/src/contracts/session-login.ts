/**
 * Session and login (doc 1 §3, §7): SMS codes, log in and out, user info, mobile binding, social
 * binding.
 */
import { z } from 'zod';
import {
  BindMobilePayloadSchema,
  CodeQuerySchema,
  LoginPayloadSchema,
  SendCodePayloadSchema,
} from '../schemas/session.ts';
import { defineContract } from './contract.ts';
import { DbIdSchema, EmptyEnvelopeSchema, envelope } from './envelope.ts';
import {
  apiUserRoute,
  authorizationsRoute,
  bindMobileRoute,
  getCodeRoute,
  logoutRoute,
  sendCodeRoute,
  socialBoundRoute,
  userInfoRoute,
} from './session-login.routes.ts';

/** User info as the server answers it. */
export const UserInfoAnswerSchema = z.object({
  id: DbIdSchema,
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  real_mobile: z.string().nullable(),
  role: z.enum(['design', 'ordinary']),
  sex: z.int().nullable(),
  signature: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  is_force_bind_mobile: z.boolean(),
});

/** POST /v1/codes: send an SMS code. */
export const sendCodeContract = defineContract(sendCodeRoute, {
  id: 'postCodes',
  tag: 'session',
  summary:
    'Send an SMS code (6 digits, 5 min, single use). Limits: 1/60 s, 5/h, 10/day per mobile; 300/h per address (IPv4, or IPv6 /64); daily budget → 429. When the address made 3+ tries in 10 min or the deployment is flooded → 428 with `challenge` (ALTCHA v2 proof of work): solve it and resend with `challenge` = JSON `{challenge, solution}`',
  auth: 'optional',
  idempotent: true,
  body: SendCodePayloadSchema,
  response: envelope(z.object({ expires_in: z.int(), resend_after: z.int() })),
  errors: [401, 428, 429, 502],
});

/** GET /v1/codes (development): the last code sent to a mobile, read from the outbox. */
export const getCodeContract = defineContract(getCodeRoute, {
  id: 'getCodes',
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
  tag: 'session',
  summary: 'Bind a mobile with a bind_mobile SMS code',
  auth: 'bearer',
  body: BindMobilePayloadSchema,
  response: envelope(UserInfoAnswerSchema.nullable()),
  errors: [409],
});

/** POST /v1/socials/{provider}/bound: 501 until a provider is configured. */
export const socialBoundContract = defineContract(socialBoundRoute, {
  id: 'postSocialsBound',
  tag: 'session',
  summary: 'Social binding: 501 until a provider is configured',
  params: z.object({ provider: z.string().min(1) }),
  response: EmptyEnvelopeSchema,
  errors: [501],
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
  socialBoundContract,
] as const;
