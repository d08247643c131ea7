/**
 * A staff member's own TOTP second factor: required for the roles of `totpRequired` (those that
 * see full mobiles, manage staff or read the audit log), optional for the others. Turning it on takes two steps: a new secret is stored sealed but
 * not yet required (`totp_enabled` false), then a code from the authenticator app proves it was
 * added and turns it on (that code's step is used up). Turning it off needs a current code and is
 * refused to an admin. Every attempt counts against 5 per 15 minutes per account (in PostgreSQL,
 * across processes), so a stolen session cannot guess its way to turning the factor off.
 */
import { totpRequired } from '@renovo/core/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema-console.ts';
import { consumeLimits, limitKey } from '../rate-limit/index.ts';
import { matchTotp, newTotpSecret, openTotpSecret, sealTotpSecret } from './totp.ts';

/** Attempts (confirm or turn off) per account per window. */
const TOTP_TRIES = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

/** Why a TOTP change was refused. */
type TotpRefusal = 'already_on' | 'not_started' | 'not_on' | 'required' | 'wrong' | 'too_many';

export class TotpChangeError extends Error {
  readonly reason: TotpRefusal;
  readonly retryAfterSeconds: number;
  constructor(reason: TotpRefusal, retryAfterSeconds = 0) {
    super(reason);
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

async function account(db: Db, id: number) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  if (!row) throw new TotpChangeError('not_started');
  return row;
}

/** Counts one attempt; throws `too_many` past the limit. */
async function countTry(db: Db, id: number, now: Date): Promise<void> {
  const outcome = await db.transaction((tx) =>
    consumeLimits(tx, [{ key: limitKey('console-totp', 'staff', id), ...TOTP_TRIES, reason: 'totp' }], now),
  );
  if (!outcome.ok) throw new TotpChangeError('too_many', outcome.retryAfterSeconds);
}

/**
 * Starts (or restarts) an enrolment: a new secret, stored sealed and not yet required. Answers
 * the secret (base32) and its otpauth:// URI, to show once. Refused when TOTP is already on.
 */
export async function startTotpEnrolment(
  db: Db,
  id: number,
  appSecret: string,
  now: Date,
): Promise<{ secret: string; uri: string }> {
  const row = await account(db, id);
  if (row.totpEnabled) throw new TotpChangeError('already_on');
  const totp = newTotpSecret(row.email);
  await db
    .update(staffAccounts)
    .set({ totpSecret: sealTotpSecret(appSecret, totp.secret), totpLastStep: null, updatedAt: now })
    .where(eq(staffAccounts.id, id));
  return totp;
}

/** Turns TOTP on when `code` matches the enrolment's secret; the code's step is used up. */
export async function confirmTotpEnrolment(
  db: Db,
  id: number,
  code: string,
  appSecret: string,
  now: Date,
): Promise<void> {
  const row = await account(db, id);
  if (row.totpEnabled) throw new TotpChangeError('already_on');
  const secret = row.totpSecret ? openTotpSecret(appSecret, row.totpSecret) : null;
  if (!secret) throw new TotpChangeError('not_started');
  await countTry(db, id, now);
  const step = matchTotp(secret, code, now, null);
  if (step === null) throw new TotpChangeError('wrong');
  const changed = await db
    .update(staffAccounts)
    .set({ totpEnabled: true, totpLastStep: step, updatedAt: now })
    .where(sql`${staffAccounts.id} = ${id} and ${staffAccounts.totpEnabled} = false`)
    .returning({ id: staffAccounts.id });
  if (changed.length === 0) throw new TotpChangeError('already_on');
}

/** Turns TOTP off with a current code (not a used one); never for a role that must use it. */
export async function disableTotp(
  db: Db,
  id: number,
  code: string,
  appSecret: string,
  now: Date,
): Promise<void> {
  const row = await account(db, id);
  if (totpRequired(row.role)) throw new TotpChangeError('required');
  const secret = row.totpEnabled && row.totpSecret ? openTotpSecret(appSecret, row.totpSecret) : null;
  if (!secret) throw new TotpChangeError('not_on');
  await countTry(db, id, now);
  const step = matchTotp(secret, code, now, row.totpLastStep);
  if (step === null) throw new TotpChangeError('wrong');
  // Only if no other request used this step first (the same rule as sign-in).
  const changed = await db
    .update(staffAccounts)
    .set({ totpEnabled: false, totpSecret: null, totpLastStep: null, updatedAt: now })
    .where(
      sql`${staffAccounts.id} = ${id} and ${staffAccounts.totpEnabled} = true and (${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`,
    )
    .returning({ id: staffAccounts.id });
  if (changed.length === 0) throw new TotpChangeError('wrong');
}
