/**
 * Test helpers of the console API: a staff account made directly (as the `staff` command does),
 * and a sign-in through the API that returns the session cookie.
 */
import type { StaffRole } from '@renovo/core/schemas';
import { expect } from 'vitest';
import { createStaffAccount } from '../services/staff/accounts.ts';
import { totpCode } from '../services/staff/totp.ts';
import type { TestHarness } from './harness.ts';

/** The site's own origin as `app.request()` sees it. */
export const OWN_ORIGIN = 'http://localhost';
export const PASSWORD = 'correct horse battery staple';

/** A staff member: id, email, TOTP secret (admins), and the cookie header of a session. */
export interface SignedInStaff {
  id: number;
  email: string;
  secret: string | null;
  cookie: string;
}

let ipCount = 0;

/** Creates an account and signs it in through POST /console/api/session. */
export async function signedInStaff(h: TestHarness, role: StaffRole, email: string): Promise<SignedInStaff> {
  const created = await createStaffAccount(h.db, {
    email,
    password: PASSWORD,
    role,
    appSecret: h.env.APP_SECRET,
    now: h.clock(),
  });
  const secret = created.totp?.secret ?? null;
  ipCount += 1;
  const res = await h.call('POST', '/console/api/session', {
    body: { email, password: PASSWORD, ...(secret ? { totp: totpCode(secret, h.clock()) } : {}) },
    headers: { origin: OWN_ORIGIN, 'x-forwarded-for': `192.0.2.${ipCount % 250}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: created.account.id, email, secret, cookie: sessionCookie(res.headers) };
}

/** The `renovo_staff=…` pair of a Set-Cookie answer. */
function sessionCookie(headers: Headers): string {
  const set = headers.get('set-cookie') ?? '';
  const match = /renovo_staff=([^;]*)/.exec(set);
  expect(match, set).not.toBeNull();
  return `renovo_staff=${match![1]}`;
}

/** Headers of a console mutation by `staff`. */
export function asStaff(staff: SignedInStaff, extra: Record<string, string> = {}): Record<string, string> {
  return { cookie: staff.cookie, origin: OWN_ORIGIN, ...extra };
}
