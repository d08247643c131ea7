/**
 * Privacy rights (個人資料保護法 Art. 3, 11, 20; docs/spec/leads-and-security.md#privacy-rights-and-retention): with
 * a `privacy` SMS code
 * (`POST /v1/codes {type: "privacy"}`), a person exports, erases, or refuses marketing use of
 * the data held under their mobile. Each call consumes its code (single use) and counts against
 * per-address and per-mobile-and-address limits; a wrong code, an unknown number and a used code all answer
 * the same 422, so nothing is enumerable.
 */

import {
  privacyEraseContract,
  privacyExportContract,
  privacyMarketingWithdrawContract,
} from '@renovo/core/contracts';
import { PRIVACY_NOTICE_VERSION } from '@renovo/core/data';
import { loginMessages, myDataMessages } from '@renovo/core/messages';
import type { PrivacyRequest } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { ApiError, fail, SERVER_MESSAGES } from '../lib/errors.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { browserRequest } from '../middleware/browser-request/index.ts';
import { addressLimitKey, consumeLimits, type LimitRule } from '../services/rate-limit/index.ts';
import { verifyCode } from '../services/sms/index.ts';
import { erasePersonalData, withdrawMarketing } from './privacy.service.ts';
import { collectPersonalData } from './privacy-export.service.ts';

const HOUR = 60 * 60 * 1000;
/** Limits of the privacy calls (each also needs a fresh SMS code, itself limited). */
export const PRIVACY_LIMITS = { perAddressPerHour: 30, perMobilePerHour: 10 } as const;

/** Applies the limits and consumes the code of a valid body; returns the proven mobile. */
async function proveMobile(c: Context<AppEnv>, body: PrivacyRequest): Promise<string> {
  const mobile = body.mobile;
  const { db, env, clock } = c.get('deps');
  const now = clock();
  const rules: LimitRule[] = [
    {
      key: addressLimitKey('privacy', c.get('addressKey')),
      limit: PRIVACY_LIMITS.perAddressPerHour,
      windowMs: HOUR,
      reason: 'ip',
    },
    {
      // Per number and address network: someone who merely knows the number spends only their
      // own network's requests for it, never the owner's (a per-number count let ten junk
      // requests refuse the owner's right code for an hour).
      key: addressLimitKey('privacy', c.get('addressKey'), 'mobile', mobile),
      limit: PRIVACY_LIMITS.perMobilePerHour,
      windowMs: HOUR,
      reason: 'mobile',
    },
  ];
  const outcome = await db.transaction((tx) => consumeLimits(tx, rules, now));
  if (!outcome.ok) {
    throw new ApiError(429, SERVER_MESSAGES.privacyTooMany, {
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
      details: { retry_after: outcome.retryAfterSeconds },
    });
  }
  const right = await verifyCode(
    { db, secret: env.APP_SECRET, now },
    { mobile, type: 'privacy', code: body.code, address: c.get('addressKey') },
  );
  if (!right) fail(422, loginMessages.codeInvalid);
  c.header('Cache-Control', 'no-store');
  return mobile;
}

/** JSON from the site's, a PUBLIC_ORIGIN's or a partner's pages only (`browserRequest`). */
const OWN_PAGES = { use: [browserRequest()] };

/** The privacy routes. */
export function privacyRoutes() {
  const app = new Hono<AppEnv>();

  route(
    app,
    privacyExportContract,
    async (c, { body }) => {
      const mobile = await proveMobile(c, body);
      const { db, clock } = c.get('deps');
      const data = await collectPersonalData(db, mobile, clock(), PRIVACY_NOTICE_VERSION);
      c.get('log').info({ action: 'privacy.export' }, 'privacy request served');
      return ok(c, data);
    },
    OWN_PAGES,
  );

  route(
    app,
    privacyEraseContract,
    async (c, { body }) => {
      const mobile = await proveMobile(c, body);
      const counts = await erasePersonalData(c.get('deps').db, mobile);
      c.get('log').info({ action: 'privacy.erase', counts }, 'privacy request served');
      return ok(c, counts, { message: myDataMessages.erased });
    },
    OWN_PAGES,
  );

  route(
    app,
    privacyMarketingWithdrawContract,
    async (c, { body }) => {
      const mobile = await proveMobile(c, body);
      const { db, clock } = c.get('deps');
      const meta = requestMeta(c);
      await withdrawMarketing(db, {
        mobile,
        now: clock(),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        clientIp: meta.clientIp,
        userAgent: meta.userAgent,
      });
      c.get('log').info({ action: 'privacy.marketing_withdraw' }, 'privacy request served');
      return ok(c, null, { message: SERVER_MESSAGES.privacyMarketingWithdrawn });
    },
    OWN_PAGES,
  );

  return app;
}
