/**
 * Staff sign-in (issue 16 §2): email, password (argon2id) and, when the account has TOTP (always
 * for admins), a code. Every wrong credential — unknown email, disabled account, wrong password,
 * missing or wrong or replayed code — gives the same outcome, and an unknown email costs the same
 * hashing time as a known one.
 *
 * Lockout: after {@link SIGN_IN_LOCK.failures} failures an account is locked for
 * {@link SIGN_IN_LOCK.minutes} minutes, even for the right password. An email with no account
 * counts its failures in the rate-limit table the same way, so the lock tells nothing about
 * whether an account exists. Per address, at most {@link SIGN_IN_LOCK.perAddress} attempts in
 * the same window.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema-console.ts';
import type { AddressKey } from '../../lib/client-ip.ts';
import { sha256 } from '../../lib/crypto.ts';
import { addressLimitKey, consumeLimits, limitKey } from '../rate-limit/index.ts';
import { checkPassword } from './password.ts';
import { matchTotp, openTotpSecret } from './totp.ts';

/** Lockout and per-address limits of staff sign-in. */
export const SIGN_IN_LOCK = { failures: 5, minutes: 15, perAddress: 20 } as const;
const WINDOW_MS = SIGN_IN_LOCK.minutes * 60 * 1000;

/** The outcome of a sign-in attempt. */
export type SignInOutcome =
  | { ok: true; staffId: number }
  | { ok: false; reason: 'wrong'; staffId: number | null; detail: 'account' | 'password' | 'totp' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number; staffId: number | null }
  | { ok: false; reason: 'address'; retryAfterSeconds: number };

/** Tries to sign in; counts failures and locks as described above. */
export async function attemptSignIn(
  db: Db,
  input: {
    email: string;
    password: string;
    totp?: string;
    address: AddressKey;
    now: Date;
    appSecret: string;
  },
): Promise<SignInOutcome> {
  const { now } = input;
  const email = input.email.trim().toLowerCase();
  const perAddress = await db.transaction((tx) =>
    consumeLimits(
      tx,
      [
        {
          key: addressLimitKey('console-sign-in', input.address),
          limit: SIGN_IN_LOCK.perAddress,
          windowMs: WINDOW_MS,
          reason: 'ip',
        },
      ],
      now,
    ),
  );
  if (!perAddress.ok)
    return { ok: false, reason: 'address', retryAfterSeconds: perAddress.retryAfterSeconds };

  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  if (!account) {
    // No account: the same hashing time, and failures counted per email as an account's are.
    await checkPassword(null, input.password);
    const counted = await db.transaction((tx) =>
      consumeLimits(
        tx,
        [
          {
            key: limitKey('console-sign-in', 'unknown', sha256(email)),
            limit: SIGN_IN_LOCK.failures,
            windowMs: WINDOW_MS,
            reason: 'email',
          },
        ],
        now,
      ),
    );
    if (!counted.ok)
      return { ok: false, reason: 'locked', retryAfterSeconds: counted.retryAfterSeconds, staffId: null };
    return { ok: false, reason: 'wrong', staffId: null, detail: 'account' };
  }

  if (account.lockedUntil && account.lockedUntil > now) {
    const retry = Math.max(1, Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 1000));
    return { ok: false, reason: 'locked', retryAfterSeconds: retry, staffId: account.id };
  }

  const passwordRight = await checkPassword(account.passwordHash, input.password);
  let detail: 'account' | 'password' | 'totp' | null = null;
  let step: number | null = null;
  if (!passwordRight) detail = 'password';
  else if (account.disabled) detail = 'account';
  else if (account.totpEnabled || account.role === 'admin') {
    const secret = account.totpSecret ? openTotpSecret(input.appSecret, account.totpSecret) : null;
    step = secret && input.totp ? matchTotp(secret, input.totp, now, account.totpLastStep) : null;
    if (step === null) detail = 'totp';
  }

  if (detail) {
    // One statement: concurrent failures all count, and the one that reaches the limit locks.
    const [after] = await db
      .update(staffAccounts)
      .set({
        failedAttempts: sql`case when ${staffAccounts.failedAttempts} + 1 >= ${SIGN_IN_LOCK.failures} then 0 else ${staffAccounts.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${staffAccounts.failedAttempts} + 1 >= ${SIGN_IN_LOCK.failures} then ${new Date(now.getTime() + WINDOW_MS).toISOString()}::timestamptz else ${staffAccounts.lockedUntil} end`,
      })
      .where(eq(staffAccounts.id, account.id))
      .returning({ lockedUntil: staffAccounts.lockedUntil });
    void after;
    return { ok: false, reason: 'wrong', staffId: account.id, detail };
  }

  // Right: the step is used up (a replay of the same code is refused), failures forgotten.
  // The step is taken only if no other request took it first.
  const taken = await db
    .update(staffAccounts)
    .set({ failedAttempts: 0, lockedUntil: null, ...(step !== null ? { totpLastStep: step } : {}) })
    .where(
      step !== null
        ? sql`${staffAccounts.id} = ${account.id} and (${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`
        : eq(staffAccounts.id, account.id),
    )
    .returning({ id: staffAccounts.id });
  if (taken.length === 0) return { ok: false, reason: 'wrong', staffId: account.id, detail: 'totp' };
  return { ok: true, staffId: account.id };
}
