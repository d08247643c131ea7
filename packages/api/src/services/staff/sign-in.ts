/**
 * Staff sign-in: email, password (argon2id) and, when the account has TOTP, a code. Every wrong
 * credential — unknown email, disabled account, wrong password, wrong or replayed code — gives
 * the same outcome, and an unknown email costs the same hashing time as a known one. Only after
 * the right password does a missing code get its own answer ("enter the code").
 *
 * Nobody can lock another person out: failures are counted per (account, address network) —
 * the network being `addressBucket` (an IPv4 address, an IPv6 /64) — so after
 * {@link SIGN_IN_LIMITS.failures} failures only that network is refused for that account, for
 * the window; the real person on their own network signs in at once. Each address network has
 * at most {@link SIGN_IN_LIMITS.perNetwork} attempts per window whatever the account. An email
 * with no account counts the same way, so the refusals tell nothing about which accounts exist.
 * A success forgets that network's failures; `npm run staff -- unlock` forgets them all.
 *
 * A role that must use TOTP (`totpRequired`) but has none yet (an account from before the rule)
 * signs in with its password to a session that may only set TOTP up (the staff middleware).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema-console.ts';
import type { AddressKey } from '../../lib/client-ip.ts';
import { sha256 } from '../../lib/crypto.ts';
import {
  addressLimitKey,
  clearEvents,
  clearEventsUnder,
  consumeLimits,
  countEvents,
  recordEvent,
} from '../rate-limit/index.ts';
import { checkPassword } from './password.ts';
import { matchTotp, openTotpSecret } from './totp.ts';

/** Failures per (account, address network) and attempts per address network, per window. */
export const SIGN_IN_LIMITS = { failures: 5, perNetwork: 20, minutes: 15 } as const;
const WINDOW_MS = SIGN_IN_LIMITS.minutes * 60 * 1000;

/** The outcome of a sign-in attempt. */
export type SignInOutcome =
  | { ok: true; staffId: number }
  | { ok: false; reason: 'wrong'; staffId: number | null; detail: 'account' | 'password' | 'totp' }
  | { ok: false; reason: 'totp_missing'; staffId: number }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number; staffId: number | null }
  | { ok: false; reason: 'address'; retryAfterSeconds: number };

/** The scope of every failure key of an account (or of an email without one). */
function failureScope(account: { id: number } | null, email: string): string {
  return account
    ? `console-sign-in-fail-staff-${account.id}`
    : `console-sign-in-fail-unknown-${sha256(email)}`;
}

/** Forgets every sign-in failure of an account, from every network (`staff unlock`). */
export async function forgetSignInFailures(db: Db, staffId: number): Promise<number> {
  await db
    .update(staffAccounts)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(staffAccounts.id, staffId));
  return clearEventsUnder(db, `${failureScope({ id: staffId }, '')}:`);
}

/** Tries to sign in; counts failures and refuses as described above. */
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
  const perNetwork = await db.transaction((tx) =>
    consumeLimits(
      tx,
      [
        {
          key: addressLimitKey('console-sign-in', input.address),
          limit: SIGN_IN_LIMITS.perNetwork,
          windowMs: WINDOW_MS,
          reason: 'network',
        },
      ],
      now,
    ),
  );
  if (!perNetwork.ok)
    return { ok: false, reason: 'address', retryAfterSeconds: perNetwork.retryAfterSeconds };

  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  const failureKey = addressLimitKey(failureScope(account ?? null, email), input.address);
  const failures = await countEvents(db, failureKey, new Date(now.getTime() - WINDOW_MS));
  if (failures >= SIGN_IN_LIMITS.failures) {
    // Refused from this network before any hashing; other networks are not concerned.
    return { ok: false, reason: 'locked', retryAfterSeconds: WINDOW_MS / 1000, staffId: account?.id ?? null };
  }
  const fail = async (detail: 'account' | 'password' | 'totp'): Promise<SignInOutcome> => {
    await recordEvent(db, failureKey, now);
    return { ok: false, reason: 'wrong', staffId: account?.id ?? null, detail };
  };

  if (!account) {
    // No account: the same hashing time, and failures counted as an account's are.
    await checkPassword(null, input.password);
    return fail('account');
  }
  if (!(await checkPassword(account.passwordHash, input.password))) return fail('password');
  if (account.disabled) return fail('account');

  let step: number | null = null;
  if (account.totpEnabled) {
    // The password was right: a missing code is said so (not counted as a failure).
    if (!input.totp) return { ok: false, reason: 'totp_missing', staffId: account.id };
    const secret = account.totpSecret ? openTotpSecret(input.appSecret, account.totpSecret) : null;
    step = secret ? matchTotp(secret, input.totp, now, account.totpLastStep) : null;
    if (step === null) return fail('totp');
  }

  // Right: the step is used up (a replay of the same code is refused); this network's failures
  // are forgotten. The step is taken only if no other request took it first.
  const taken = await db
    .update(staffAccounts)
    .set({ failedAttempts: 0, lockedUntil: null, ...(step !== null ? { totpLastStep: step } : {}) })
    .where(
      step !== null
        ? sql`${staffAccounts.id} = ${account.id} and (${staffAccounts.totpLastStep} is null or ${staffAccounts.totpLastStep} < ${step})`
        : eq(staffAccounts.id, account.id),
    )
    .returning({ id: staffAccounts.id });
  if (taken.length === 0) return fail('totp');
  await clearEvents(db, failureKey);
  return { ok: true, staffId: account.id };
}
