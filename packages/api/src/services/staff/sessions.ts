/**
 * Staff sessions, kept in PostgreSQL so a sign-in or a sign-out holds in every process at once.
 * The cookie carries a random 32-byte token; the table keeps only its SHA-256. A session ends
 * at its absolute expiry or after an idle time, whichever comes first, and with its account
 * (disabled, or its role changed: sessions are revoked then).
 */
import type { StaffRole } from '@renovo/core/schemas';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema-console.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

/** The cookie of a staff session (Path=/console, HttpOnly, SameSite=Strict). */
export const STAFF_COOKIE = 'renovo_staff';
/** Absolute lifetime of a staff session. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session unused this long ends. */
export const STAFF_SESSION_IDLE_MS = 60 * 60 * 1000;
/** `last_seen_at` is written at most this often (one write a minute, not one per request). */
const TOUCH_EVERY_MS = 60 * 1000;

/** The signed-in staff member, as the middleware puts it on the context. */
export interface CurrentStaff {
  id: number;
  email: string;
  role: StaffRole;
  totpEnabled: boolean;
  sessionId: number;
  sessionExpiresAt: Date;
}

/** Opens a session for `staffId`; returns the cookie's token (shown once, stored hashed). */
export async function createStaffSession(
  db: Db,
  input: { staffId: number; ip: string | null; userAgent: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(input.now.getTime() + STAFF_SESSION_TTL_MS);
  await db.insert(staffSessions).values({
    staffId: input.staffId,
    tokenHash: sha256(token),
    expiresAt,
    lastSeenAt: input.now,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    createdAt: input.now,
  });
  // Old sessions go now and then (no job needed: each sign-in clears what has expired).
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, input.now));
  return { token, expiresAt };
}

/** The staff member behind a session token, or null (unknown, expired, idle, disabled). */
export async function resolveStaffSession(db: Db, token: string, now: Date): Promise<CurrentStaff | null> {
  if (!token || token.length > 128) return null;
  const idleSince = new Date(now.getTime() - STAFF_SESSION_IDLE_MS);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      totpEnabled: staffAccounts.totpEnabled,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(token)),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        eq(staffAccounts.disabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    totpEnabled: row.totpEnabled,
    sessionId: row.sessionId,
    sessionExpiresAt: row.expiresAt,
  };
}

/** Ends one session. */
export async function revokeStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of a staff member (disabled, role changed, password or TOTP reset). */
export async function revokeStaffSessionsOf(db: Db, staffId: number): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, staffId))
    .returning({ id: staffSessions.id });
  return gone.length;
}
