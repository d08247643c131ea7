/**
 * SMS codes: 6 digits from the CSPRNG, stored as a keyed hash (HMAC with APP_SECRET over
 * mobile, type and code), valid 5 minutes, single use, bound to mobile and type; one address
 * network may try a number's codes 5 times in 10 minutes, and 25 wrong tries from all networks
 * kill them (verifyCode). What a send may spend and the work it must show first are in send-limits.ts:
 * per number and address network (an IPv4 address or an IPv6 /64: 1 per 60 s, 5 per hour, 10
 * per Taiwan day), per address network (`SMS_ADDRESS_HOURLY`, 300 per hour, generous because a
 * carrier's CGNAT address carries many phones) and the global daily budget; over a limit nothing
 * is sent. Before those, a send needs a solved proof-of-work challenge (challenge.ts) when its
 * address network made 3 or more tries in 10 minutes, when the whole deployment looks flooded
 * (100 sends in 10 minutes, or half the daily budget spent), or when its number was sent a code
 * within 60 s or past its free sends of the day from any network: a flood, or a third party's
 * burst at one number, is shed by work asked of its clients, not by refusing real people, whose
 * browsers solve the small challenge unnoticed. Budgets nearing their limit are logged as
 * warnings, without mobile numbers or addresses.
 */

import { randomUUID } from 'node:crypto';
import { format, serverMessages } from '@renovo/core/messages';
import type { SendCodeType } from '@renovo/core/schemas';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client.ts';
import { smsCodes, smsMessages } from '../../db/schema.ts';
import type { AddressKey } from '../../lib/client-ip.ts';
import { hmac, randomCode, safeEqualHex, sha256 } from '../../lib/crypto.ts';
import { ApiError, SERVER_MESSAGES } from '../../lib/errors.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import { addressLimitKey, consumeLimits, countEvents, limitKey, recordEvent } from '../rate-limit/index.ts';
import {
  bucketTag,
  CHALLENGE_TTL_MS,
  createCodeChallenge,
  verifyCodeChallenge,
  workFor,
} from './challenge.ts';
import { type SmsGateway, SmsGatewayError } from './gateway.ts';
import { gateSend, limitMessage, SMS_LIMITS, sendKeys, sendRules } from './send-limits.ts';

/** Code life, milliseconds. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/**
 * Wrong tries, from every network together, after which a code is dead: a guesser with that many
 * networks has 25 in a million of hitting it. Each network may try a number's codes only
 * CODE_TRIES_PER_NETWORK times in TRY_WINDOW_MS, so one network — someone who merely knows the number —
 * cannot kill the code the owner is typing (it once took 5 wrong tries from anywhere).
 */
const MAX_CODE_ATTEMPTS = 25;
/** Tries (right or wrong) of one number's codes of one purpose that one address network may make… */
export const CODE_TRIES_PER_NETWORK = 5;
/** …in this window. */
const TRY_WINDOW_MS = 10 * 60 * 1000;
/** Shares of a budget at which a warning is logged. */
const WARN_SHARES = [0.5, 0.8, 0.9, 1] as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What a code is for (core's SendCodeTypeSchema is the list). */
export type CodeType = SendCodeType;

/** What the code service needs. */
export interface CodeDeps {
  db: Db;
  gateway: SmsGateway;
  secret: string;
  dailyBudget: number;
  /** Sends per address network (IPv4 address or IPv6 /64) per hour (`SMS_ADDRESS_HOURLY`). */
  addressHourly: number;
  /** Tries per address network in 10 minutes that need no challenge (`SMS_FREE_TRIES_PER_ADDRESS`). */
  freeTriesPerAddress: number;
  /**
   * Sends of the whole deployment within 10 minutes before every new send needs a challenge
   * (`SMS_FLOOD_SENDS`).
   */
  floodSends: number;
  now: Date;
  log: Logger;
  /** Outside production the code is also logged, for developers. */
  logCodes: boolean;
}

function codeHash(secret: string, mobile: string, type: CodeType, code: string): string {
  return hmac(secret, `sms-code:${mobile}:${type}:${code}`);
}

/** The text of the SMS. */
function codeMessage(code: string): string {
  return format(serverMessages.smsCode, { code });
}

/** Logs a warning when a send brings a budget to 50, 80, 90 or 100 % of its limit. */
function warnNearLimits(
  deps: CodeDeps,
  readings: { name: string; used: number; limit: number; address?: string }[],
): void {
  for (const { name, used, limit, address } of readings) {
    if (limit <= 0) continue;
    const share = WARN_SHARES.find((s) => used === Math.ceil(limit * s));
    if (share === undefined) continue;
    deps.log.warn(
      { budget: name, used, limit, share, ...(address ? { address } : {}) },
      `sms budget ${name} at ${Math.round(share * 100)}%`,
    );
  }
}

/**
 * Creates and sends a code. Throws a 428 ApiError carrying a challenge when the send needs one
 * (and `challenge` is missing, wrong, expired, spent or from another network), a 429 over a
 * limit (nothing sent, nothing counted) and a 502 when the gateway fails.
 */
export async function issueCode(
  deps: CodeDeps,
  input: {
    mobile: string;
    type: CodeType;
    /** Stored with the code (a record); limits count `address`. */
    clientIp: string;
    address: AddressKey;
    challenge?: string | undefined;
  },
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const { db, now } = deps;
  const bucket = input.address;
  const subject = { mobile: input.mobile, type: input.type, address: bucket };
  const { work, recentGlobal, todayGlobal } = await gateSend(subject, deps);
  // A spent budget is said at once: no work is asked for a send that cannot happen.
  if (todayGlobal >= deps.dailyBudget) {
    const retry = Math.max(1, Math.ceil((taipeiDayStart(now).getTime() + DAY - now.getTime()) / 1000));
    throw new ApiError(429, SERVER_MESSAGES.smsBudget, {
      headers: { 'Retry-After': String(retry) },
      details: { retry_after: retry },
    });
  }
  let nonce: string | null = null;
  if (work !== null) {
    if (input.challenge) nonce = await verifyCodeChallenge(deps.secret, bucket, input.challenge, now);
    if (!nonce) {
      const challenge = await createCodeChallenge(deps.secret, bucket, work, now);
      throw new ApiError(428, SERVER_MESSAGES.smsChallenge, { details: { challenge } });
    }
  }
  const rules = sendRules(subject, deps);
  // Each solution buys one send.
  if (nonce)
    rules.push({
      key: limitKey('sms', 'pow', sha256(nonce)),
      limit: 1,
      windowMs: CHALLENGE_TTL_MS,
      reason: 'challenge',
    });
  const code = randomCode(6);
  const codeId = await db.transaction(async (tx) => {
    const outcome = await consumeLimits(tx, rules, now);
    if (!outcome.ok && outcome.rule.reason === 'challenge') {
      const challenge = await createCodeChallenge(deps.secret, bucket, work ?? workFor(1), now);
      throw new ApiError(428, SERVER_MESSAGES.smsChallenge, { details: { challenge } });
    }
    if (!outcome.ok) {
      throw new ApiError(429, limitMessage(outcome.rule.reason, outcome.retryAfterSeconds), {
        headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
        details: { retry_after: outcome.retryAfterSeconds },
      });
    }
    await recordEvent(tx, sendKeys(subject).number, now);
    // Earlier live codes of the number stay good: a code someone else asked for must not void
    // the one the owner is typing (each wrong try counts against every live code, see verifyCode).
    const [row] = await tx
      .insert(smsCodes)
      .values({
        mobile: input.mobile,
        type: input.type,
        codeHash: codeHash(deps.secret, input.mobile, input.type, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
        clientIp: input.clientIp,
      })
      .returning({ id: smsCodes.id });
    const addressHour = await countEvents(tx, sendKeys(subject).network, new Date(now.getTime() - HOUR));
    warnNearLimits(deps, [
      { name: 'daily', used: todayGlobal + 1, limit: deps.dailyBudget },
      { name: 'ten-minutes', used: recentGlobal + 1, limit: deps.floodSends },
      {
        name: 'address-hourly',
        used: addressHour,
        limit: deps.addressHourly,
        address: bucketTag(deps.secret, bucket),
      },
    ]);
    return row!.id;
  });

  const body = codeMessage(code);
  const stored = deps.gateway.storesText ? body : codeMessage('******');
  try {
    const receipt = await deps.gateway.send({ mobile: input.mobile, body, clientId: randomUUID() });
    await db.insert(smsMessages).values({
      mobile: input.mobile,
      body: stored,
      gateway: deps.gateway.name,
      status: 'sent',
      providerId: receipt.providerId,
      createdAt: now,
    });
  } catch (error) {
    await db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, codeId));
    await db.insert(smsMessages).values({
      mobile: input.mobile,
      body: stored,
      gateway: deps.gateway.name,
      status: 'failed',
      createdAt: now,
    });
    deps.log.error({ err: error, gateway: deps.gateway.name }, 'sms gateway failed');
    if (error instanceof SmsGatewayError) throw new ApiError(502, SERVER_MESSAGES.smsGatewayFailed);
    throw error;
  }
  // Neither the number nor the code is logged (個資法): the dev page /dev/sms-outbox shows them.
  if (deps.logCodes)
    deps.log.info({ type: input.type, smsMessage: 'outbox' }, 'sms code stored in the outbox');
  return { expiresInSeconds: CODE_TTL_MS / 1000, resendAfterSeconds: SMS_LIMITS.resendMs / 1000 };
}

/** Live codes of one number and type a try is checked against (newest first). */
const LIVE_CODES_CHECKED = 20;

/** True when the code was spent, within its lifetime, by the sign-in with this key (a resend). */
async function spentBy(
  tx: Tx,
  input: { mobile: string; type: CodeType },
  candidate: string,
  keyHash: string,
  now: Date,
): Promise<boolean> {
  const spent = await tx
    .select({ codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, input.mobile),
        eq(smsCodes.type, input.type),
        eq(smsCodes.consumedBy, keyHash),
        gt(smsCodes.expiresAt, now),
      ),
    );
  return spent.map((row) => safeEqualHex(row.codeHash, candidate)).includes(true);
}

/**
 * Checks a code against the number's live codes of that type (a code someone else asked for
 * does not void the owner's) and, when right, consumes them all. The caller's address network
 * may try that number's codes CODE_TRIES_PER_NETWORK times in TRY_WINDOW_MS (then 429, whatever the
 * code); a wrong code counts a try on every live code (the MAX_CODE_ATTEMPTS-th kills them), so
 * k live codes give a guesser no more than k sends would have. An unknown number, a dead or
 * expired code and a wrong code all give `false`.
 */
export async function verifyCode(
  deps: Pick<CodeDeps, 'db' | 'secret' | 'now'>,
  input: {
    mobile: string;
    type: CodeType;
    code: string;
    address: AddressKey;
    /**
     * The sign-in's Idempotency-Key: kept (hashed) on the code it spends, and a code spent under
     * the same key within its lifetime is right again — the same sign-in, sent again because its
     * answer was lost (ADR 059). Whoever has the code but not the key gets nothing more.
     */
    key?: string | undefined;
  },
): Promise<boolean> {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const tries = await consumeLimits(
      tx,
      [
        {
          key: addressLimitKey('code-tries', input.address, input.type, input.mobile),
          limit: CODE_TRIES_PER_NETWORK,
          windowMs: TRY_WINDOW_MS,
          reason: 'tries',
        },
      ],
      now,
    );
    if (!tries.ok) {
      throw new ApiError(429, SERVER_MESSAGES.codeTriesTooMany, {
        headers: { 'Retry-After': String(tries.retryAfterSeconds) },
        details: { retry_after: tries.retryAfterSeconds },
      });
    }
    const live = await tx
      .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.mobile, input.mobile),
          eq(smsCodes.type, input.type),
          isNull(smsCodes.consumedAt),
          gt(smsCodes.expiresAt, now),
          lt(smsCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .orderBy(desc(smsCodes.createdAt))
      .limit(LIVE_CODES_CHECKED)
      .for('update');
    const candidate = codeHash(deps.secret, input.mobile, input.type, input.code);
    const keyHash = input.key === undefined ? null : sha256(`sign-in:${input.key}`);
    // Every row is compared (no early exit), so the answer's timing says nothing of which matched.
    const right = live.map((row) => safeEqualHex(row.codeHash, candidate)).includes(true);
    const ids = inArray(
      smsCodes.id,
      live.map((row) => row.id),
    );
    if (right) {
      await tx.update(smsCodes).set({ consumedAt: now, consumedBy: keyHash }).where(ids);
      return true;
    }
    // Not a live code: the same sign-in sent again is answered (and counts against no live code).
    if (keyHash && (await spentBy(tx, input, candidate, keyHash, now))) return true;
    if (live.length > 0)
      await tx
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(ids);
    return false;
  });
}
