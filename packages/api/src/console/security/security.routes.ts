/**
 * A staff member's own TOTP second factor (docs/spec/console.md#staff-accounts), under /console/api/me/ with
 * the staff
 * session cookie only and the Origin check (`requireStaff`, every role). Turning it on and off
 * is audited (never the secret or a code). The secret is in the answer once, with
 * `Cache-Control: no-store`.
 */
import {
  consoleTotpConfirmContract,
  consoleTotpDisableContract,
  consoleTotpStartContract,
} from '@renovo/core/contracts';
import { consoleApiMessages, consoleMessages, format } from '@renovo/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ApiError, fail } from '../../lib/errors.ts';
import { currentStaff, requireStaff, requireStaffEnrolling } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import {
  confirmTotpEnrolment,
  disableTotp,
  startTotpEnrolment,
  TotpChangeError,
} from '../../services/staff/totp-enrolment.ts';

/** The zh-TW answer of a refused TOTP change. */
function totpRefusal(error: unknown): never {
  if (!(error instanceof TotpChangeError)) throw error;
  switch (error.reason) {
    case 'already_on':
      fail(409, consoleApiMessages.totpAlreadyOn);
      break;
    case 'not_started':
      fail(409, consoleApiMessages.totpNotStarted);
      break;
    case 'not_on':
      fail(409, consoleApiMessages.totpNotOn);
      break;
    case 'required':
      fail(409, consoleApiMessages.totpAdminRequired);
      break;
    case 'too_many':
      throw new ApiError(
        429,
        format(consoleApiMessages.totpTooMany, { minutes: Math.ceil(error.retryAfterSeconds / 60) }),
        {
          headers: { 'Retry-After': String(error.retryAfterSeconds) },
          details: { retry_after: error.retryAfterSeconds },
        },
      );
    default:
      fail(422, consoleApiMessages.totpWrong);
  }
}

/** The own-TOTP routes. */
export function consoleSecurityRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(
    app,
    consoleTotpStartContract,
    async (c, input) => {
      const { db, env, clock } = c.get('deps');
      const staff = currentStaff(c);
      const totp = await startTotpEnrolment(db, staff.id, env.APP_SECRET, clock()).catch(totpRefusal);
      await recordAudit(db, c, { action: 'staff.totp_start', subjectType: 'staff', subjectId: staff.id });
      c.header('Cache-Control', 'no-store');
      return input.ok(totp);
    },
    { use: [requireStaffEnrolling()] },
  );

  route(
    app,
    consoleTotpConfirmContract,
    async (c, input) => {
      const { db, env, clock } = c.get('deps');
      const staff = currentStaff(c);
      await confirmTotpEnrolment(db, staff.id, input.body.code, env.APP_SECRET, clock()).catch(totpRefusal);
      await recordAudit(db, c, { action: 'staff.totp_enable', subjectType: 'staff', subjectId: staff.id });
      return input.ok({ totp_enabled: true }, { message: consoleMessages.security.enabled });
    },
    { use: [requireStaffEnrolling()] },
  );

  route(
    app,
    consoleTotpDisableContract,
    async (c, input) => {
      const { db, env, clock } = c.get('deps');
      const staff = currentStaff(c);
      await disableTotp(db, staff.id, input.body.code, env.APP_SECRET, clock()).catch(totpRefusal);
      await recordAudit(db, c, { action: 'staff.totp_disable', subjectType: 'staff', subjectId: staff.id });
      return input.ok({ totp_enabled: false }, { message: consoleMessages.security.disabled });
    },
    { use: [requireStaff()] },
  );

  return app;
}
