/**
 * Session and login (docs/spec/session.md#entities, docs/spec/platform.md#calls): user info, login, SMS
 * codes, mobile binding, geolocation.
 */
import * as z from 'zod/mini';
import { LoginMobileSchema } from '../fields/mobile.ts';
import { SmsCodeSchema, TermsConsentSchema } from '../fields/schemas.ts';
import { envelopeOf, FlagSchema, IdSchema, NoticeVersionSchema, UtmSchema } from '../schemas/common.ts';
import { SMS_PURPOSES } from './sms-purposes.ts';
import { USER_ROLES, type UserRole } from './user-roles.ts';

/** User roles: design companies and ordinary members. */
export const UserRoleSchema = z.enum(USER_ROLES);
export type { UserRole };

/** User info read from GET /api/user and GET /v1/user/info. */
export const UserInfoSchema = z.object({
  id: IdSchema,
  email: z.nullable(z.string()),
  /** Empty or null until a mobile is bound (login status bind). */
  mobile: z.nullable(z.string()),
  real_mobile: z.nullable(z.string()),
  role: UserRoleSchema,
  /** 0 unknown, 1 male, 2 female. */
  sex: z.nullable(z.number()),
  signature: z.nullable(z.string()),
  name: z.string(),
  avatar: z.nullable(z.string()),
  /** When true the quote area logs the user out (docs/spec/popups-and-header.md#roles). */
  is_force_bind_mobile: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Envelope of the user-info calls. */
export const UserInfoResponseSchema = envelopeOf(UserInfoSchema);
export type UserInfoResponse = z.infer<typeof UserInfoResponseSchema>;

/** POST /v1/authorizations body: login by mobile and SMS code. */
export const LoginPayloadSchema = z.strictObject({
  username: LoginMobileSchema,
  utm: z.optional(UtmSchema),
  accepted: TermsConsentSchema,
  code: SmsCodeSchema,
  login_type: z.literal('sms_code'),
  /** The consent notice version the login form showed; the server's current one when absent. */
  notice_version: z.optional(NoticeVersionSchema),
});
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;
export type LoginPayloadInput = z.input<typeof LoginPayloadSchema>;

/** Data of a successful login. */
export const LoginResultSchema = z.object({ access_token: z.string().check(z.minLength(1)) });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** Envelope of POST /v1/authorizations. */
export const LoginResponseSchema = envelopeOf(LoginResultSchema);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What an SMS code is sent for (`privacy`: to see, export or erase one's data, /privacy/my-data). */
export const SendCodeTypeSchema = z.enum(SMS_PURPOSES);
export type SendCodeType = z.infer<typeof SendCodeTypeSchema>;

/** POST /v1/codes body: send an SMS code. */
export const SendCodePayloadSchema = z.strictObject({
  medium: z.literal('sms'),
  type: SendCodeTypeSchema,
  username: LoginMobileSchema,
  /**
   * A solved proof-of-work challenge, when a 428 answer asked for one: the JSON text
   * `{"challenge": …, "solution": …}` (see `session/code-challenge.ts`).
   */
  challenge: z.optional(z.string().check(z.maxLength(4000))),
});
export type SendCodePayload = z.infer<typeof SendCodePayloadSchema>;
export type SendCodePayloadInput = z.input<typeof SendCodePayloadSchema>;

/** The `challenge` a 428 answer of POST /v1/codes carries (ALTCHA v2 proof of work). */
export interface CodeChallenge {
  parameters: { algorithm: string; nonce: string; salt: string; keyPrefix: string; [key: string]: unknown };
  signature?: string;
}

/** GET /v1/codes query: the last code sent to a mobile (development outbox). */
export const CodeQuerySchema = z.object({ username: LoginMobileSchema });
export type CodeQuery = z.infer<typeof CodeQuerySchema>;

/** Data of GET /v1/codes. */
export const CodeResultSchema = z.object({ code: z.string() });
export type CodeResult = z.infer<typeof CodeResultSchema>;

/** PATCH /v1/user/bind_mobile body. */
export const BindMobilePayloadSchema = z.strictObject({
  mobile: LoginMobileSchema,
  code: SmsCodeSchema,
});
export type BindMobilePayload = z.infer<typeof BindMobilePayloadSchema>;
export type BindMobilePayloadInput = z.input<typeof BindMobilePayloadSchema>;

/** Geolocation result: is the visitor in Taiwan, and which region/location. */
export const GeoResultSchema = z.object({
  is_tw: FlagSchema,
  /** The location id; also the region id when `is_tw` is 1. */
  region: z.int().check(z.nonnegative()),
});
export type GeoResult = z.infer<typeof GeoResultSchema>;

/** Envelope of the geolocation call. */
export const GeoResponseSchema = envelopeOf(GeoResultSchema);
export type GeoResponse = z.infer<typeof GeoResponseSchema>;
