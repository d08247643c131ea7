/**
 * Staff accounts: create (a role that must use TOTP — `totpRequired` — gets a secret at once:
 * it must use it from the first sign-in), list, disable or enable, change role, reset TOTP. Used by the console API and the
 * `staff` command alike. Emails are compared lower-cased.
 */
import { rolesWith, type StaffRole, totpRequired } from '@renovo/core/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema-console.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password.ts';
import { type PasswordWeakness, passwordWeakness } from './password-strength.ts';
import { revokeStaffSessionsOf } from './sessions.ts';
import { newTotpSecret, sealTotpSecret } from './totp.ts';

/** A staff account as the console and the command show it (no hash, no secret). */
export interface StaffAccountView {
  id: number;
  email: string;
  role: StaffRole;
  totp_enabled: boolean;
  disabled: boolean;
  locked_until: string | null;
  created_at: string;
}

/** Why a staff change was refused. */
export type StaffRefusal = 'exists' | 'not_found' | 'last_admin' | 'password' | 'email' | 'weak_password';

/** A refusal of a staff change, by reason (the caller words it); a weak password says why. */
export class StaffError extends Error {
  readonly reason: StaffRefusal;
  readonly weakness: PasswordWeakness | null;
  constructor(reason: StaffRefusal, weakness: PasswordWeakness | null = null) {
    super(reason);
    this.reason = reason;
    this.weakness = weakness;
  }
}

/**
 * Refuses a new password for the account of `email`: outside 12–256 characters, or too
 * guessable (`passwordWeakness`). Every place that sets a staff password goes through here.
 */
async function checkNewPassword(password: string, email: string): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new StaffError('password');
  }
  const weakness = await passwordWeakness(password, email);
  if (weakness) throw new StaffError('weak_password', weakness);
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

/** The normalised email, or a thrown `StaffError('email')`. */
function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value)) throw new StaffError('email');
  return value;
}

function view(row: typeof staffAccounts.$inferSelect): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    totp_enabled: row.totpEnabled,
    disabled: row.disabled,
    locked_until: row.lockedUntil ? row.lockedUntil.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Creates an account; an admin's answer carries its TOTP enrolment (secret and otpauth:// URI). */
export async function createStaffAccount(
  db: Db,
  input: { email: string; password: string; role: StaffRole; appSecret: string; now: Date },
): Promise<{ account: StaffAccountView; totp: { secret: string; uri: string } | null }> {
  const email = normaliseEmail(input.email);
  await checkNewPassword(input.password, email);
  const totp = totpRequired(input.role) ? newTotpSecret(email) : null;
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(staffAccounts)
    .values({
      email,
      passwordHash,
      role: input.role,
      totpSecret: totp ? sealTotpSecret(input.appSecret, totp.secret) : null,
      totpEnabled: totp !== null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  const row = rows[0];
  if (!row) throw new StaffError('exists');
  return { account: view(row), totp };
}

/** Every account, oldest first. */
export async function listStaffAccounts(db: Db): Promise<StaffAccountView[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
  return rows.map(view);
}

/** One account by id or email, or null. */
export async function findStaffAccount(db: Db, idOrEmail: number | string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(
      typeof idOrEmail === 'number'
        ? eq(staffAccounts.id, idOrEmail)
        : eq(staffAccounts.email, idOrEmail.trim().toLowerCase()),
    )
    .limit(1);
  return row ?? null;
}

async function activeAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: staffAccounts.id, disabled: staffAccounts.disabled, role: staffAccounts.role })
    .from(staffAccounts)
    .where(eq(staffAccounts.role, 'admin'));
  return rows.filter((r) => !r.disabled).map((r) => r.id);
}

/**
 * Changes an account's role and/or disabled flag; its sessions end (the next request signs in
 * again under the new role). The last enabled admin can be neither disabled nor demoted. A role
 * that must use TOTP, given to an account without it, comes with a secret, returned once.
 */
export async function updateStaffAccount(
  db: Db,
  id: number,
  change: { role?: StaffRole; disabled?: boolean },
  appSecret: string,
  now: Date,
): Promise<{
  account: StaffAccountView;
  totp: { secret: string; uri: string } | null;
  before: StaffAccountView;
}> {
  const row = await findStaffAccount(db, id);
  if (!row) throw new StaffError('not_found');
  const losesAdmin =
    row.role === 'admin' &&
    !row.disabled &&
    (change.disabled === true || (change.role && change.role !== 'admin'));
  if (losesAdmin) {
    const admins = await activeAdmins(db);
    if (admins.length <= 1) throw new StaffError('last_admin');
  }
  const needsTotp = totpRequired(change.role ?? row.role);
  const totp = needsTotp && !row.totpEnabled ? newTotpSecret(row.email) : null;
  const [updated] = await db
    .update(staffAccounts)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
      ...(totp
        ? { totpSecret: sealTotpSecret(appSecret, totp.secret), totpEnabled: true, totpLastStep: null }
        : {}),
      ...(change.disabled === false ? { failedAttempts: 0, lockedUntil: null } : {}),
      updatedAt: now,
    })
    .where(eq(staffAccounts.id, id))
    .returning();
  if (change.role !== undefined || change.disabled !== undefined) await revokeStaffSessionsOf(db, id);
  return { account: view(updated!), totp, before: view(row) };
}

/** Gives an account a new TOTP secret (enabled at once) and ends its sessions. */
export async function resetStaffTotp(
  db: Db,
  id: number,
  appSecret: string,
  now: Date,
): Promise<{ secret: string; uri: string }> {
  const row = await findStaffAccount(db, id);
  if (!row) throw new StaffError('not_found');
  const totp = newTotpSecret(row.email);
  await db
    .update(staffAccounts)
    .set({
      totpSecret: sealTotpSecret(appSecret, totp.secret),
      totpEnabled: true,
      totpLastStep: null,
      updatedAt: now,
    })
    .where(eq(staffAccounts.id, id));
  await revokeStaffSessionsOf(db, id);
  return totp;
}

/**
 * The accounts a lead may be assigned to: enabled, with a role that works leads (core's
 * `leads.work`), by email. Id and email only. The same rule as `updateLead` checks.
 */
export async function assignableStaff(db: Db): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.disabled, false), inArray(staffAccounts.role, rolesWith('leads.work'))))
    .orderBy(asc(staffAccounts.email));
}
