/**
 * The staff console's sign-in, sign-out, "who am I" and staff accounts
 * (docs/spec/console.md#staff-accounts, docs/spec/console.md#console-app), all under /console/api/ with the
 * staff session cookie only (`requireStaff`). Sign-in
 * itself checks the Origin (a login CSRF would sign a victim into an attacker's account).
 */
import {
  consoleSessionContract,
  consoleSignInContract,
  consoleSignOutContract,
  consoleStaffCreateContract,
  consoleStaffListContract,
  consoleStaffUpdateContract,
} from '@renovo/core/contracts';
import { consoleApiMessages, format, serverMessages } from '@renovo/core/messages';
import { ROLE_PERMISSIONS } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ApiError, fail } from '../../lib/errors.ts';
import {
  currentStaff,
  mustEnrolTotp,
  requireConsoleOrigin,
  requireStaff,
  requireStaffEnrolling,
  STAFF_COOKIE,
} from '../../middleware/staff-auth/index.ts';
import { recordAudit, writeAudit } from '../../services/audit/index.ts';
import {
  createStaffAccount,
  findStaffAccount,
  listStaffAccounts,
  StaffError,
  updateStaffAccount,
} from '../../services/staff/accounts.ts';
import { type CurrentStaff, createStaffSession, revokeStaffSession } from '../../services/staff/sessions.ts';
import { attemptSignIn } from '../../services/staff/sign-in.ts';

const COOKIE_PATH = '/console';

function sessionData(staff: Pick<CurrentStaff, 'id' | 'email' | 'role' | 'totpEnabled'>, expiresAt: Date) {
  return {
    staff: {
      id: staff.id,
      email: staff.email,
      role: staff.role,
      totp_enabled: staff.totpEnabled,
      totp_enrolment_required: mustEnrolTotp(staff),
      permissions: [...ROLE_PERMISSIONS[staff.role]],
    },
    expires_at: expiresAt.toISOString(),
  };
}

/** The zh-TW answer of a refused staff change. */
function staffRefusal(error: unknown): never {
  if (!(error instanceof StaffError)) throw error;
  switch (error.reason) {
    case 'exists':
      fail(409, consoleApiMessages.staffExists);
      break;
    case 'not_found':
      fail(404, consoleApiMessages.staffNotFound);
      break;
    case 'last_admin':
      fail(409, consoleApiMessages.lastAdmin);
      break;
    case 'password':
      fail(422, consoleApiMessages.passwordTooShort);
      break;
    case 'weak_password':
      fail(422, consoleApiMessages[error.weakness ?? 'passwordWeak']);
      break;
    default:
      fail(422, consoleApiMessages.emailInvalid);
  }
}

/** The console's sign-in, staff and audit routes. */
export function consoleStaffRoutes() {
  const app = new Hono<AppEnv>();

  route(
    app,
    consoleSignInContract,
    async (c, { body }) => {
      const { db, env, clock } = c.get('deps');
      const now = clock();
      const ip = c.get('clientIp');
      const outcome = await attemptSignIn(db, {
        email: body.email,
        password: body.password,
        totp: body.totp,
        address: c.get('addressKey'),
        now,
        appSecret: env.APP_SECRET,
      });
      if (!outcome.ok) {
        if (outcome.reason !== 'address') {
          await writeAudit(db, {
            action: outcome.reason === 'locked' ? 'session.sign_in_locked' : 'session.sign_in_failed',
            subjectType: 'staff',
            subjectId: outcome.staffId,
            details:
              outcome.reason === 'wrong'
                ? { failed: outcome.detail }
                : outcome.reason === 'totp_missing'
                  ? { failed: 'totp_missing' }
                  : {},
            staffId: outcome.staffId,
            staffEmail: null,
            role: null,
            ip,
            at: now,
          });
        }
        if (outcome.reason === 'wrong') fail(401, consoleApiMessages.signInFailed);
        if (outcome.reason === 'totp_missing') fail(401, consoleApiMessages.totpMissing);
        const message =
          outcome.reason === 'locked'
            ? format(consoleApiMessages.locked, { minutes: Math.ceil(outcome.retryAfterSeconds / 60) })
            : consoleApiMessages.tooManyFromAddress;
        throw new ApiError(429, message, {
          headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
          details: { retry_after: outcome.retryAfterSeconds },
        });
      }
      const account = (await findStaffAccount(db, outcome.staffId))!;
      const session = await createStaffSession(db, {
        staffId: account.id,
        ip,
        userAgent: c.req.header('user-agent') ?? null,
        now,
      });
      setCookie(c, STAFF_COOKIE, session.token, {
        httpOnly: true,
        sameSite: 'Strict',
        secure: env.production,
        path: COOKIE_PATH,
        expires: session.expiresAt,
      });
      c.header('Cache-Control', 'no-store');
      const staff = {
        id: account.id,
        email: account.email,
        role: account.role,
        totpEnabled: account.totpEnabled,
      };
      await writeAudit(db, {
        action: 'session.sign_in',
        subjectType: 'staff',
        subjectId: account.id,
        staffId: account.id,
        staffEmail: account.email,
        role: account.role,
        ip,
        at: now,
      });
      return c.json(
        {
          code: 200,
          status: 200,
          message: consoleApiMessages.signedIn,
          data: sessionData(staff, session.expiresAt),
        },
        200,
      );
    },
    { before: (c: Context<AppEnv>) => requireConsoleOrigin(c) },
  );

  route(
    app,
    consoleSessionContract,
    (c, input) => {
      const staff = currentStaff(c);
      return input.ok(sessionData(staff, staff.sessionExpiresAt));
    },
    { use: [requireStaffEnrolling()] },
  );

  route(
    app,
    consoleSignOutContract,
    async (c, input) => {
      const staff = currentStaff(c);
      const { db, env } = c.get('deps');
      await revokeStaffSession(db, staff.sessionId);
      await recordAudit(db, c, { action: 'session.sign_out', subjectType: 'staff', subjectId: staff.id });
      deleteCookie(c, STAFF_COOKIE, { path: COOKIE_PATH, secure: env.production });
      return input.ok(null, { message: serverMessages.loggedOut });
    },
    { use: [requireStaffEnrolling()] },
  );

  route(
    app,
    consoleStaffListContract,
    async (c, input) => {
      const { db } = c.get('deps');
      const list = await listStaffAccounts(db);
      await recordAudit(db, c, {
        action: 'staff.list',
        subjectType: 'staff',
        details: { count: list.length },
      });
      return input.ok(list);
    },
    {
      use: [requireStaff('admin')],
    },
  );

  route(
    app,
    consoleStaffCreateContract,
    async (c, { body, ok }) => {
      const { db, env, clock } = c.get('deps');
      const created = await createStaffAccount(db, {
        email: body.email,
        password: body.password,
        role: body.role,
        appSecret: env.APP_SECRET,
        now: clock(),
      }).catch(staffRefusal);
      await recordAudit(db, c, {
        action: 'staff.create',
        subjectType: 'staff',
        subjectId: created.account.id,
        details: { role: created.account.role, totp_enrolled: created.totp !== null },
      });
      return ok({ account: created.account, totp_uri: created.totp?.uri ?? null });
    },
    { use: [requireStaff('admin')] },
  );

  route(
    app,
    consoleStaffUpdateContract,
    async (c, { params, body, ok }) => {
      const { db, env, clock } = c.get('deps');
      if (params.id === currentStaff(c).id) fail(409, consoleApiMessages.notYourself);
      const changed = await updateStaffAccount(db, params.id, body, env.APP_SECRET, clock()).catch(
        staffRefusal,
      );
      await recordAudit(db, c, {
        action: 'staff.update',
        subjectType: 'staff',
        subjectId: params.id,
        details: {
          from: { role: changed.before.role, disabled: changed.before.disabled },
          to: { role: changed.account.role, disabled: changed.account.disabled },
          totp_enrolled: changed.totp !== null,
        },
      });
      return ok({ account: changed.account, totp_uri: changed.totp?.uri ?? null });
    },
    { use: [requireStaff('admin')] },
  );

  return app;
}
/** Re-exported for tests. */
