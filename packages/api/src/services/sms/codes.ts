/**
 * SMS codes: 6 digits from the CSPRNG, stored as a keyed hash (HMAC with APP_SECRET over
 * mobile, type and code), valid 5 minutes, single use, bound to mobile and type, dead after
 * 5 wrong tries. Sending is limited per mobile (1 per 60 s, 5 per hour, 10 per Taiwan day),
 * per client address (20 per hour) and by the global daily budget; over a limit nothing is sent.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { smsCodes, smsMessages } from '../../db/schema.ts';
import { hmac, randomCode, safeEqualHex } from '../../lib/crypto.ts';
import { ApiError, fmt, SERVER_MESSAGES } from '../../lib/errors.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import { consumeLimits, type LimitRule } from '../rate-limit/index.ts';
import { type SmsGateway, SmsGatewayError } from './gateway.ts';

/** Code life, milliseconds. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries after which a code is dead. */
export const MAX_CODE_ATTEMPTS = 5;
/** Send limits (issue 3). */
export const SMS_LIMITS = {
  perMobileCooldownMs: 60_000,
  perMobilePerHour: 5,
  perMobilePerDay: 10,
  perAddressPerHour: 20,
} as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** What a code is for. */
export type CodeType = 'login' | 'bind_mobile' | 'privacy';

/** What the code service needs. */
export interface CodeDeps {
  db: Db;
  gateway: SmsGateway;
  secret: string;
  dailyBudget: number;
  now: Date;
  log: Logger;
  /** Outside production the code is also logged, for developers. */
  logCodes: boolean;
}

function codeHash(secret: string, mobile: string, type: CodeType, code: string): string {
  return hmac(secret, `sms-code:${mobile}:${type}:${code}`);
}

/** The text of the SMS. */
export function codeMessage(code: string): string {
  return `【Renovo】您的驗證碼為 ${code}，5 分鐘內有效，請勿將驗證碼告訴他人。`;
}

function rulesFor(mobile: string, clientIp: string, dailyBudget: number, now: Date): LimitRule[] {
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
    { key: `sms:ip:${clientIp}`, limit: SMS_LIMITS.perAddressPerHour, windowMs: HOUR, reason: 'address' },
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

/**
 * Creates and sends a code. Throws a 429 ApiError over a limit (nothing sent, nothing
 * counted) and a 502 when the gateway fails.
 */
export async function issueCode(
  deps: CodeDeps,
  input: { mobile: string; type: CodeType; clientIp: string },
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const { db, now } = deps;
  const code = randomCode(6);
  const codeId = await db.transaction(async (tx) => {
    const outcome = await consumeLimits(
      tx,
      rulesFor(input.mobile, input.clientIp, deps.dailyBudget, now),
      now,
    );
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
