/** Test helper: a staff account of a role with an open session, and the headers that carry it. Tests only. */
import type { StaffRole } from '@renovo/core/schemas';
import { createStaffAccount } from '../../services/staff/accounts.ts';
import { createStaffSession, STAFF_COOKIE } from '../../services/staff/sessions.ts';
import type { TestHarness } from '../../testing/harness.ts';

/** The site's own origin in the harness (requests go to http://localhost). */
const OWN_ORIGIN = 'http://localhost';

/** A signed-in staff member: id, and headers for reads and for mutations (own Origin). */
export async function signedInStaff(h: TestHarness, role: StaffRole, email: string) {
  const { account } = await createStaffAccount(h.db, {
    email,
    password: 'correct horse battery',
    role,
    appSecret: h.env.APP_SECRET,
    now: h.clock(),
  });
  const { token } = await createStaffSession(h.db, {
    staffId: account.id,
    ip: null,
    userAgent: null,
    now: h.clock(),
  });
  const cookie = `${STAFF_COOKIE}=${token}`;
  return { id: account.id, read: { cookie }, write: { cookie, origin: OWN_ORIGIN } };
}
