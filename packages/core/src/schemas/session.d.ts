/**
 * Session and login (doc 1 §3, §7): user info, login, SMS codes, mobile binding, geolocation.
 */
import * as z from 'zod/mini';
/** User roles: design companies and ordinary members. */
export declare const UserRoleSchema: z.ZodMiniEnum<{
  design: 'design';
  ordinary: 'ordinary';
}>;
export type UserRole = z.infer<typeof UserRoleSchema>;
/** User info read from GET /api/user and GET /v1/user/info. */
export declare const UserInfoSchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    email: z.ZodMiniNullable<z.ZodMiniString<string>>;
    mobile: z.ZodMiniNullable<z.ZodMiniString<string>>;
    real_mobile: z.ZodMiniNullable<z.ZodMiniString<string>>;
    role: z.ZodMiniEnum<{
      design: 'design';
      ordinary: 'ordinary';
    }>;
    sex: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    signature: z.ZodMiniNullable<z.ZodMiniString<string>>;
    name: z.ZodMiniString<string>;
    avatar: z.ZodMiniNullable<z.ZodMiniString<string>>;
    is_force_bind_mobile: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
export type UserInfo = z.infer<typeof UserInfoSchema>;
/** Envelope of the user-info calls. */
export declare const UserInfoResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        id: z.ZodMiniInt;
        email: z.ZodMiniNullable<z.ZodMiniString<string>>;
        mobile: z.ZodMiniNullable<z.ZodMiniString<string>>;
        real_mobile: z.ZodMiniNullable<z.ZodMiniString<string>>;
        role: z.ZodMiniEnum<{
          design: 'design';
          ordinary: 'ordinary';
        }>;
        sex: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
        signature: z.ZodMiniNullable<z.ZodMiniString<string>>;
        name: z.ZodMiniString<string>;
        avatar: z.ZodMiniNullable<z.ZodMiniString<string>>;
        is_force_bind_mobile: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type UserInfoResponse = z.infer<typeof UserInfoResponseSchema>;
/** POST /v1/authorizations body: login by mobile and SMS code. */
export declare const LoginPayloadSchema: z.ZodMiniObject<
  {
    username: z.ZodMiniString<string>;
    utm: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          source: z.ZodMiniOptional<z.ZodMiniString<string>>;
          medium: z.ZodMiniOptional<z.ZodMiniString<string>>;
          campaign: z.ZodMiniOptional<z.ZodMiniString<string>>;
          content: z.ZodMiniOptional<z.ZodMiniString<string>>;
        },
        z.core.$strict
      >
    >;
    accepted: z.ZodMiniLiteral<0 | 1>;
    code: z.ZodMiniString<string>;
    login_type: z.ZodMiniLiteral<'sms_code'>;
  },
  z.core.$strict
>;
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;
export type LoginPayloadInput = z.input<typeof LoginPayloadSchema>;
/** Data of a successful login. */
export declare const LoginResultSchema: z.ZodMiniObject<
  {
    access_token: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type LoginResult = z.infer<typeof LoginResultSchema>;
/** Envelope of POST /v1/authorizations. */
export declare const LoginResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        access_token: z.ZodMiniString<string>;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
/** What an SMS code is sent for. */
export declare const SendCodeTypeSchema: z.ZodMiniEnum<{
  bind_mobile: 'bind_mobile';
  login: 'login';
}>;
export type SendCodeType = z.infer<typeof SendCodeTypeSchema>;
/** POST /v1/codes body: send an SMS code. */
export declare const SendCodePayloadSchema: z.ZodMiniObject<
  {
    medium: z.ZodMiniLiteral<'sms'>;
    type: z.ZodMiniEnum<{
      bind_mobile: 'bind_mobile';
      login: 'login';
    }>;
    username: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
export type SendCodePayload = z.infer<typeof SendCodePayloadSchema>;
export type SendCodePayloadInput = z.input<typeof SendCodePayloadSchema>;
/** GET /v1/codes query: the last code sent to a mobile (development outbox). */
export declare const CodeQuerySchema: z.ZodMiniObject<
  {
    username: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type CodeQuery = z.infer<typeof CodeQuerySchema>;
/** Data of GET /v1/codes. */
export declare const CodeResultSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type CodeResult = z.infer<typeof CodeResultSchema>;
/** PATCH /v1/user/bind_mobile body. */
export declare const BindMobilePayloadSchema: z.ZodMiniObject<
  {
    mobile: z.ZodMiniString<string>;
    code: z.ZodMiniString<string>;
  },
  z.core.$strict
>;
export type BindMobilePayload = z.infer<typeof BindMobilePayloadSchema>;
export type BindMobilePayloadInput = z.input<typeof BindMobilePayloadSchema>;
/** Geolocation result: is the visitor in Taiwan, and which region/location. */
export declare const GeoResultSchema: z.ZodMiniObject<
  {
    is_tw: z.ZodMiniLiteral<0 | 1>;
    region: z.ZodMiniInt;
  },
  z.core.$strip
>;
export type GeoResult = z.infer<typeof GeoResultSchema>;
/** Envelope of the geolocation call. */
export declare const GeoResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        is_tw: z.ZodMiniLiteral<0 | 1>;
        region: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type GeoResponse = z.infer<typeof GeoResponseSchema>;
//# sourceMappingURL=session.d.ts.map
