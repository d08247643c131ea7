/**
 * SMS codes: 6 digits from the CSPRNG, stored as a keyed hash (HMAC with APP_SECRET over
 * mobile, type and code), valid 5 minutes, single use, bound to mobile and type, dead after
 * 5 wrong tries. Sending is limited per mobile (1 per 60 s, 5 per hour, 10 per Taiwan day),
 * per client address network (an IPv4 address or an IPv6 /64: `SMS_ADDRESS_HOURLY`, 300 per hour, generous because a
 * carrier's CGNAT address carries many phones) and by the global daily budget; over a limit
 * nothing is sent. Before those, a send needs a solved proof-of-work challenge (challenge.ts)
 * when its address network made 3 or more tries in 10 minutes (the work grows with the tries),
 * or when the whole deployment looks flooded (100 sends in 10 minutes, or half the daily budget
 * spent): a flood is shed by work asked of its clients, not by refusing real people, whose
 * browsers solve the small challenge unnoticed. Budgets nearing their limit are logged as
 * warnings, without mobile numbers or addresses.
 */
import { randomUUID } from 'node:crypto';
import type { SendCodeType } from '@renovo/core/schemas';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { smsCodes, smsMessages } from '../../db/schema.ts';
import { addressBucket } from '../../lib/client-ip.ts';
import { hmac, randomCode, safeEqualHex } from '../../lib/crypto.ts';
import { ApiError, fmt, SERVER_MESSAGES } from '../../lib/errors.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import {
  consumeLimits,
  countEvents,
  countEventsMany,
  type LimitRule,
  recordEvent,
} from '../rate-limit/index.ts';
import {
  bucketTag,
  CHALLENGE_TTL_MS,
  createCodeChallenge,
  verifyCodeChallenge,
  workFor,
} from './challenge.ts';
import { type SmsGateway, SmsGatewayError } from './gateway.ts';

/** Code life, milliseconds. */
const CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries after which a code is dead. */
const MAX_CODE_ATTEMPTS = 5;
/** Send limits (issue 3). */
const SMS_LIMITS = {
  perMobileCooldownMs: 60_000,
  perMobilePerHour: 5,
  perMobilePerDay: 10,
  /** Share of the daily budget after which every send needs a challenge. */
  challengeAllAtBudgetShare: 0.5,
  pressureWindowMs: 10 * 60 * 1000,
} as const;

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
  return `【Renovo】您的驗證碼為 ${code}，5 分鐘內有效，請勿將驗證碼告訴他人。`;
}

function rulesFor(mobile: string, bucket: string, deps: CodeDeps): LimitRule[] {
  const { now, dailyBudget } = deps;
  const dayStart = taipeiDayStart(now);
  return [
    { key: `sms:mobile:${mobile}`, limit: 1, windowMs: SMS_LIMITS.perMobileCooldownMs, reason: 'cooldown' },
    { key: `sms:mobile:${mobile}`, limit: SMS_LIMITS.perMobilePerHour, windowMs: HOUR, reason: 'hourly' },
    {
      key: `sms:mobile:${mobile}`,
      limit: SMS_LIMITS.perMobilePerDay,
      since: dayStart,
      fixedLengthMs: DAY,
      reason: 'daily',
    },
    { key: `sms:ip:${bucket}`, limit: deps.addressHourly, windowMs: HOUR, reason: 'address' },
    { key: 'sms:global', limit: dailyBudget, since: dayStart, fixedLengthMs: DAY, reason: 'budget' },
  ];
}

function limitMessage(reason: string, retryAfterSeconds: number): string {
  switch (reason) {
    case 'cooldown':
      return fmt(SERVER_MESSAGES.smsTooSoon, { seconds: retryAfterSeconds });
    case 'hourly':
      return SERVER_MESSAGES.smsHourly;
    case 'daily':
      return SERVER_MESSAGES.smsTooMany;
    case 'address':
      return SERVER_MESSAGES.smsIpLimit;
    default:
      return SERVER_MESSAGES.smsBudget;
  }
}

/** Whether a send needs a challenge, and how much work to ask; counts the try. */
async function gate(
  deps: CodeDeps,
  bucket: string,
): Promise<{ work: number | null; recentGlobal: number; todayGlobal: number }> {
  const { db, now } = deps;
  const since = new Date(now.getTime() - SMS_LIMITS.pressureWindowMs);
  const [tries = 0, recentGlobal = 0, todayGlobal = 0] = await countEventsMany(db, [
    { key: `sms:try:${bucket}`, since },
    { key: 'sms:global', since },
    { key: 'sms:global', since: new Date(taipeiDayStart(now).getTime() - 1) },
  ]);
  await recordEvent(db, `sms:try:${bucket}`, now);
  const addressHot = tries >= deps.freeTriesPerAddress;
  const systemHot =
    recentGlobal >= deps.floodSends || todayGlobal >= deps.dailyBudget * SMS_LIMITS.challengeAllAtBudgetShare;
  // A busy address pays more the more it tries (√ growth: a carrier address shared by many
  // real phones still solves in about a second); a fresh address in a flooded system pays 1×.
  const work = addressHot
    ? workFor(2 * Math.sqrt(tries / Math.max(1, deps.freeTriesPerAddress)))
    : systemHot
      ? workFor(1)
      : null;
  return { work, recentGlobal, todayGlobal };
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
  input: { mobile: string; type: CodeType; clientIp: string; challenge?: string | undefined },
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const { db, now } = deps;
  const bucket = addressBucket(input.clientIp);
  const { work, recentGlobal, todayGlobal } = await gate(deps, bucket);
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
  const rules = rulesFor(input.mobile, bucket, deps);
  // Each solution buys one send.
  if (nonce)
    rules.push({ key: `sms:pow:${nonce}`, limit: 1, windowMs: CHALLENGE_TTL_MS, reason: 'challenge' });
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
    // A new code replaces any earlier live code for the same mobile and type.
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(smsCodes.mobile, input.mobile), eq(smsCodes.type, input.type), isNull(smsCodes.consumedAt)),
      );
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
    const addressHour = await countEvents(tx, `sms:ip:${bucket}`, new Date(now.getTime() - HOUR));
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
  return { expiresInSeconds: CODE_TTL_MS / 1000, resendAfterSeconds: SMS_LIMITS.perMobileCooldownMs / 1000 };
}

/**
 * Checks a code and consumes it when right. A wrong code counts a try (the fifth kills it).
 * An unknown number, a dead or expired code and a wrong code all give `false`.
 */
export async function verifyCode(
  deps: Pick<CodeDeps, 'db' | 'secret' | 'now'>,
  input: { mobile: string; type: CodeType; code: string },
): Promise<boolean> {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts })
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
      .limit(1)
      .for('update');
    const candidate = codeHash(deps.secret, input.mobile, input.type, input.code);
    if (!live) return false;
    if (safeEqualHex(live.codeHash, candidate)) {
      await tx.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, live.id));
      return true;
    }
    await tx
      .update(smsCodes)
      .set({ attempts: live.attempts + 1 })
      .where(eq(smsCodes.id, live.id));
    return false;
  });
}
