/**
 * Identity by SMS code (doc 1 §3, §7): send a code, log in, user info, bind a mobile, log out,
 * social binding (501 until a provider is configured).
 */
import { messages } from '@renovo/core/messages';
import {
  BindMobilePayloadSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  SendCodePayloadSchema,
  UserInfoResponseSchema,
} from '@renovo/core/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { users } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readBody } from '../../lib/body.ts';
import { ok } from '../../lib/envelope.ts';
import { fail, fmt, SERVER_MESSAGES } from '../../lib/errors.ts';
import { normalizeTaiwanMobile } from '../../lib/mobile.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { validate } from '../../lib/validate.ts';
import { loadUser, requireUser } from '../../middleware/auth/index.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { SendCodeResponseSchema } from '../../schemas/server.ts';
import { checkNoticeVersion } from '../../services/lead-guard/index.ts';
import {
  createAccessToken,
  findOrCreateUserByMobile,
  recordConsent,
  revokeAccessToken,
  TOKEN_COOKIE,
  TOKEN_TTL_MS,
  userInfo,
} from '../../services/session/index.ts';
import { issueCode, verifyCode } from '../../services/sms/index.ts';

export const sessionDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/codes',
    summary:
      'Send an SMS code (6 digits, 5 min, single use). Limits: 1/60 s, 5/h, 10/day per mobile; 300/h per address (IPv4, or IPv6 /64); daily budget → 429. When the address made 3+ tries in 10 min or the deployment is flooded → 428 with `challenge` (ALTCHA v2 proof of work): solve it and resend with `challenge` = JSON `{challenge, solution}`',
    tag: 'session',
    body: SendCodePayloadSchema,
    response: SendCodeResponseSchema,
    idempotent: true,
    auth: 'optional',
    errors: [401, 428, 429, 502],
  },
  {
    method: 'post',
    path: '/v1/authorizations',
    summary:
      'Log in with mobile + SMS code; a first login creates the account. Answers access_token and sets the HttpOnly `token` cookie',
    tag: 'session',
    body: LoginPayloadSchema,
    response: LoginResponseSchema,
  },
  {
    method: 'delete',
    path: '/v1/authorizations',
    summary: 'Log out: revokes the token and clears the cookie',
    tag: 'session',
    auth: 'required',
  },
  {
    method: 'get',
    path: '/v1/user/info',
    summary: 'User info of the signed-in member',
    tag: 'session',
    auth: 'required',
    response: UserInfoResponseSchema,
  },
  {
    method: 'get',
    path: '/api/user',
    summary: 'User info (same as /v1/user/info)',
    tag: 'session',
    auth: 'required',
    response: UserInfoResponseSchema,
  },
  {
    method: 'patch',
    path: '/v1/user/bind_mobile',
    summary: 'Bind a mobile with a bind_mobile SMS code',
    tag: 'session',
    auth: 'required',
    body: BindMobilePayloadSchema,
    response: UserInfoResponseSchema,
    errors: [409],
  },
  {
    method: 'post',
    path: '/v1/socials/{provider}/bound',
    summary: 'Social binding: 501 until a provider is configured',
    tag: 'session',
    errors: [501],
  },
];

/** The session routes. */
export function sessionRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/v1/codes', idempotency(), async (c) => {
    const body = validate(SendCodePayloadSchema, await readBody(c));
    const mobile = normalizeTaiwanMobile(body.username) ?? fail(422, messages.login.mobileInvalid);
    if (body.type === 'bind_mobile') await requireUser(c);
    const { db, sms, env, clock } = c.get('deps');
    const sent = await issueCode(
      {
        db,
        gateway: sms,
        secret: env.APP_SECRET,
        dailyBudget: env.SMS_DAILY_BUDGET,
        addressHourly: env.SMS_ADDRESS_HOURLY,
        freeTriesPerAddress: env.SMS_FREE_TRIES_PER_ADDRESS,
        floodSends: env.SMS_FLOOD_SENDS,
        now: clock(),
        log: c.get('log'),
        logCodes: !env.production && sms.storesText,
      },
      { mobile, type: body.type, clientIp: c.get('clientIp'), challenge: body.challenge },
    );
    return ok(
      c,
      { expires_in: sent.expiresInSeconds, resend_after: sent.resendAfterSeconds },
      { message: SERVER_MESSAGES.smsSent },
    );
  });

  app.post('/v1/authorizations', async (c) => {
    const body = validate(LoginPayloadSchema, await readBody(c));
    const mobile = normalizeTaiwanMobile(body.username) ?? fail(422, messages.login.mobileInvalid);
    const { db, env, clock } = c.get('deps');
    const now = clock();
    // The notice the login form showed (checked before the code is spent); older clients send none.
    const noticeVersion =
      body.notice_version === undefined
        ? env.CONSENT_NOTICE_VERSION
        : checkNoticeVersion(env, body.notice_version);
    // An unknown number, an expired, dead or wrong code: one answer, so nothing is enumerable.
    const right = await verifyCode(
      { db, secret: env.APP_SECRET, now },
      { mobile, type: 'login', code: body.code },
    );
    if (!right) fail(422, SERVER_MESSAGES.codeWrong);
    const meta = requestMeta(c);
    const session = await db.transaction(async (tx) => {
      const user = await findOrCreateUserByMobile(tx, {
        mobile,
        now,
        utm: body.utm,
        partnerKey: meta.partnerKey,
      });
      await recordConsent(tx, {
        userId: user.id,
        mobile,
        purpose: 'login',
        noticeVersion,
        now,
        clientIp: meta.clientIp,
        userAgent: meta.userAgent,
        partnerKey: meta.partnerKey,
      });
      const token = await createAccessToken(tx, {
        userId: user.id,
        now,
        clientIp: meta.clientIp,
        userAgent: meta.userAgent,
      });
      return { ...token, created: user.created };
    });
    setCookie(c, TOKEN_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: env.production,
      path: '/',
      maxAge: Math.floor(TOKEN_TTL_MS / 1000),
    });
    c.header('Cache-Control', 'no-store');
    return ok(c, {
      access_token: session.token,
      token_type: 'Bearer',
      expires_in: Math.floor(TOKEN_TTL_MS / 1000),
      is_new_user: session.created,
    });
  });

  app.delete('/v1/authorizations', async (c) => {
    const user = await requireUser(c);
    const { db, env, clock } = c.get('deps');
    await revokeAccessToken(db, user.tokenId, clock());
    deleteCookie(c, TOKEN_COOKIE, { path: '/', secure: env.production });
    return ok(c, null, { message: SERVER_MESSAGES.loggedOut });
  });

  const info = async (c: Context<AppEnv>) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return ok(c, userInfo(user));
  };
  app.get('/v1/user/info', info);
  app.get('/api/user', info);

  app.patch('/v1/user/bind_mobile', async (c) => {
    const user = await requireUser(c);
    const body = validate(BindMobilePayloadSchema, await readBody(c));
    const mobile = normalizeTaiwanMobile(body.mobile) ?? fail(422, messages.login.mobileInvalid);
    const { db, env, clock } = c.get('deps');
    const now = clock();
    const right = await verifyCode(
      { db, secret: env.APP_SECRET, now },
      { mobile, type: 'bind_mobile', code: body.code },
    );
    if (!right) fail(422, SERVER_MESSAGES.codeWrong);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, mobile), ne(users.id, user.id)))
      .limit(1);
    if (taken) fail(409, SERVER_MESSAGES.mobileTaken);
    try {
      await db.update(users).set({ mobile, forceBindMobile: false }).where(eq(users.id, user.id));
    } catch {
      // The unique index lost a race with another binding.
      fail(409, SERVER_MESSAGES.mobileTaken);
    }
    c.set('user', undefined);
    const fresh = await loadUser(c);
    return ok(c, fresh ? userInfo(fresh) : null);
  });

  app.post('/v1/socials/:provider/bound', (c) => {
    const provider = c.req.param('provider').slice(0, 32);
    fail(501, fmt(SERVER_MESSAGES.socialNotConfigured, { provider }));
  });

  return app;
}
