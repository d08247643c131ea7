/**
 * What an SMS code send is allowed, and what work it must show first. Nobody can lock another
 * person out: the hard limits on a number count that number's sends **from one address network**
 * (IPv4 address or IPv6 /64), so a third party's burst spends only its own network's budget for
 * the number. Across networks a number's sends are never refused, they cost work: a send within
 * 60 s of the number's last one, or after its first few sends of the day, needs a solved
 * proof-of-work challenge that grows with the number's sends (so a number cannot be SMS-bombed
 * cheaply either). Each purpose (login, binding, privacy) has its own budgets.
 */

import { format } from '@renovo/core/messages';
import type { Db } from '../../db/client.ts';
import type { AddressKey } from '../../lib/client-ip.ts';
import { SERVER_MESSAGES } from '../../lib/errors.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import {
  addressLimitKey,
  countEventsMany,
  type LimitKey,
  type LimitRule,
  limitKey,
  recordEvent,
} from '../rate-limit/index.ts';
import { workFor } from './challenge.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The send limits. */
export const SMS_LIMITS = {
  /** One send of a number per address network per 60 s: the resend countdown. */
  resendMs: 60_000,
  /** Sends of a number per address network: per hour and per Taiwan day (then 429, for that network only). */
  perNumberNetworkHourly: 5,
  perNumberNetworkDaily: 10,
  /** Sends of a number (all networks) in a Taiwan day before each further one needs a challenge. */
  freeSendsPerNumber: 5,
  /** Share of the daily budget after which every send needs a challenge. */
  challengeAllAtBudgetShare: 0.5,
  pressureWindowMs: 10 * 60 * 1000,
} as const;

/** What the limits of a send need to know. */
interface SendLimitDeps {
  db: Db;
  now: Date;
  dailyBudget: number;
  addressHourly: number;
  freeTriesPerAddress: number;
  floodSends: number;
}

/** The send: which number, for what, from which address network. */
interface SendSubject {
  mobile: string;
  type: string;
  address: AddressKey;
}

/** The limit keys of a send. */
export function sendKeys(subject: SendSubject) {
  const { mobile, type, address } = subject;
  return {
    /** This number's sends from this network. */
    numberFromNetwork: addressLimitKey('sms', address, 'mobile', type, mobile),
    /** This number's sends from every network. */
    number: limitKey('sms', 'mobile', type, mobile),
    network: addressLimitKey('sms', address),
    tries: addressLimitKey('sms-try', address),
    global: limitKey('sms', 'global'),
  };
}

/** The hard limits a send spends (a refused one spends nothing). */
export function sendRules(subject: SendSubject, deps: SendLimitDeps): LimitRule[] {
  const keys = sendKeys(subject);
  const dayStart = taipeiDayStart(deps.now);
  return [
    { key: keys.numberFromNetwork, limit: 1, windowMs: SMS_LIMITS.resendMs, reason: 'cooldown' },
    {
      key: keys.numberFromNetwork,
      limit: SMS_LIMITS.perNumberNetworkHourly,
      windowMs: HOUR,
      reason: 'hourly',
    },
    {
      key: keys.numberFromNetwork,
      limit: SMS_LIMITS.perNumberNetworkDaily,
      since: dayStart,
      fixedLengthMs: DAY,
      reason: 'daily',
    },
    { key: keys.network, limit: deps.addressHourly, windowMs: HOUR, reason: 'address' },
    { key: keys.global, limit: deps.dailyBudget, since: dayStart, fixedLengthMs: DAY, reason: 'budget' },
  ];
}

/** The zh-TW answer of a refused send. */
export function limitMessage(reason: string, retryAfterSeconds: number): string {
  switch (reason) {
    case 'cooldown':
      return format(SERVER_MESSAGES.smsTooSoon, { seconds: retryAfterSeconds });
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

/** The readings of a send's gate. */
interface SendGate {
  /** Counters of work to ask for (null: none). */
  work: number | null;
  recentGlobal: number;
  todayGlobal: number;
}

/**
 * Whether a send needs a challenge, and how much work to ask; counts the try. One query reads
 * every count. No work is asked when the number's own limits for this network refuse the send
 * anyway (the 429 says when to retry). Otherwise the work is the largest of: the network's (it
 * tried `freeTriesPerAddress` times in 10 minutes: grows with √tries), the deployment's (flooded:
 * 1×) and the number's (a send within 60 s of its last one from any network: 1×; past its free
 * sends of the day: grows with √sends).
 */
export async function gateSend(subject: SendSubject, deps: SendLimitDeps): Promise<SendGate> {
  const { db, now } = deps;
  const keys = sendKeys(subject);
  const recent = new Date(now.getTime() - SMS_LIMITS.pressureWindowMs);
  const today = new Date(taipeiDayStart(now).getTime() - 1);
  const resend = new Date(now.getTime() - SMS_LIMITS.resendMs);
  const reads: { key: LimitKey; since: Date }[] = [
    { key: keys.tries, since: recent },
    { key: keys.global, since: recent },
    { key: keys.global, since: today },
    { key: keys.number, since: resend },
    { key: keys.number, since: today },
    { key: keys.numberFromNetwork, since: resend },
    { key: keys.numberFromNetwork, since: new Date(now.getTime() - HOUR) },
    { key: keys.numberFromNetwork, since: today },
  ];
  const [tries = 0, recentGlobal = 0, todayGlobal = 0, numberNow = 0, numberToday = 0, ...fromNetwork] =
    await countEventsMany(db, reads);
  await recordEvent(db, keys.tries, now);
  const [networkNow = 0, networkHour = 0, networkToday = 0] = fromNetwork;
  const refused =
    networkNow >= 1 ||
    networkHour >= SMS_LIMITS.perNumberNetworkHourly ||
    networkToday >= SMS_LIMITS.perNumberNetworkDaily;
  if (refused) return { work: null, recentGlobal, todayGlobal };
  const multipliers: number[] = [];
  // A busy address pays more the more it tries (√ growth: a carrier address shared by many real
  // phones still solves in about a second); a fresh address in a flooded system pays 1×.
  if (tries >= deps.freeTriesPerAddress)
    multipliers.push(2 * Math.sqrt(tries / Math.max(1, deps.freeTriesPerAddress)));
  if (
    recentGlobal >= deps.floodSends ||
    todayGlobal >= deps.dailyBudget * SMS_LIMITS.challengeAllAtBudgetShare
  )
    multipliers.push(1);
  if (numberNow > 0) multipliers.push(1);
  if (numberToday >= SMS_LIMITS.freeSendsPerNumber)
    multipliers.push(2 * Math.sqrt(numberToday / SMS_LIMITS.freeSendsPerNumber));
  const work = multipliers.length > 0 ? workFor(Math.max(...multipliers)) : null;
  return { work, recentGlobal, todayGlobal };
}
