/**
 * Identity by SMS code (docs/spec/session.md#entities, docs/spec/platform.md#calls): send a code, log in,
 * user info, bind a mobile, log out,
 * social sign-in and binding (./social.routes.ts).
 */

import {
  apiUserContract,
  bindMobileContract,
  loginContract,
  logoutContract,
  sendCodeContract,
  userInfoContract,
} from '@renovo/core/contracts';
import { loginMessages } from '@renovo/core/messages';
import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../lib/errors.ts';
import { fromForeignPage } from '../lib/own-origins.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { loadUser, requireUser } from '../middleware/auth/index.ts';
import { browserRequest } from '../middleware/browser-request/index.ts';
import { idempotency, idempotencyKeyOf } from '../middleware/idempotency/index.ts';
import { checkNoticeVersion } from '../services/lead-guard/index.ts';
import { verifyOwnDeviceLeads } from '../services/lead-guard/owner-verification.ts';
import { issueCode, verifyCode } from '../services/sms/index.ts';
import {
  bindMobile,
  createAccessToken,
  findOrCreateUserByMobile,
  mobileOfAnotherMember,
  recordConsent,
  revokeAccessToken,
  setTokenCookie,
  TOKEN_COOKIE,
  TOKEN_TTL_MS,
  userInfo,
} from './session.service.ts';
import { registerSocialRoutes } from './social.routes.ts';

/** The session routes. */
export function sessionRoutes() {
  const app = new Hono<AppEnv>();

  route(
    app,
    sendCodeContract,
    async (c, { body }) => {
      const mobile = body.username;
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
        {
          mobile,
          type: body.type,
          clientIp: c.get('clientIp'),
          address: c.get('addressKey'),
          challenge: body.challenge,
        },
      );
      return ok(
        c,
        { expires_in: sent.expiresInSeconds, resend_after: sent.resendAfterSeconds },
        { message: SERVER_MESSAGES.smsSent },
      );
    },
    { use: [browserRequest(), idempotency()] },
  );

  route(
    app,
    loginContract,
    async (c, { body, ok: answer }) => {
      const mobile = body.username;
      const { db, env, clock } = c.get('deps');
      const now = clock();
      // The notice the login form showed (checked before the code is spent); older clients send none.
      const noticeVersion =
        body.notice_version === undefined
          ? env.CONSENT_NOTICE_VERSION
          : checkNoticeVersion(env, body.notice_version);
      const meta = requestMeta(c);
      // The sign-in's key (ADR 059): its Idempotency-Key, else the device id every browser client
      // sends — the same sign-in sent again from the same device, its answer lost, is answered.
      const key = idempotencyKeyOf(c) ?? (meta.clientUuid ? `device:${meta.clientUuid}` : undefined);
      // An unknown number, an expired, dead or wrong code: one answer, so nothing is enumerable.
      const right = await verifyCode(
        { db, secret: env.APP_SECRET, now },
        { mobile, type: 'login', code: body.code, address: c.get('addressKey'), key },
      );
      if (!right) fail(422, loginMessages.codeInvalid);
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
        // The number is proved: this device's leads of it, filed signed out, are the owner's.
        await verifyOwnDeviceLeads(tx, {
          mobile,
          clientUuid: meta.clientUuid,
          now,
          reviewThreshold: env.LEAD_REVIEW_THRESHOLD,
        });
        const token = await createAccessToken(tx, {
          userId: user.id,
          now,
          clientIp: meta.clientIp,
          userAgent: meta.userAgent,
        });
        return { ...token, created: user.created };
      });
      setTokenCookie(c, session.token, env.production);
      c.header('Cache-Control', 'no-store');
      return answer({
        access_token: session.token,
        token_type: 'Bearer',
        expires_in: Math.floor(TOKEN_TTL_MS / 1000),
        is_new_user: session.created,
      });
    },
    { use: [browserRequest()] },
  );

  route(app, logoutContract, async (c) => {
    const user = await requireUser(c);
    const { db, env, clock } = c.get('deps');
    await revokeAccessToken(db, user.tokenId, clock());
    deleteCookie(c, TOKEN_COOKIE, { path: '/', secure: env.production });
    return ok(c, null, { message: SERVER_MESSAGES.loggedOut });
  });

  const info = async (c: Context<AppEnv>) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return ok(c, userInfo(user, { fullMobile: !fromForeignPage(c) }));
  };
  route(app, userInfoContract, info);
  route(app, apiUserContract, info);

  route(
    app,
    bindMobileContract,
    async (c, { body }) => {
      const user = await requireUser(c);
      const mobile = body.mobile;
      const { db, env, clock } = c.get('deps');
      const now = clock();
      const right = await verifyCode(
        { db, secret: env.APP_SECRET, now },
        { mobile, type: 'bind_mobile', code: body.code, address: c.get('addressKey') },
      );
      if (!right) fail(422, loginMessages.codeInvalid);
      if (await mobileOfAnotherMember(db, mobile, user.id)) fail(409, SERVER_MESSAGES.mobileTaken);
      try {
        await bindMobile(db, user.id, mobile);
      } catch {
        // The unique index lost a race with another binding.
        fail(409, SERVER_MESSAGES.mobileTaken);
      }
      c.set('user', undefined);
      const fresh = await loadUser(c);
      return ok(c, fresh ? userInfo(fresh, { fullMobile: !fromForeignPage(c) }) : null);
    },
    { before: requireUser },
  );

  registerSocialRoutes(app);

  return app;
}
