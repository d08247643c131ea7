/**
 * Notices by SMS (docs/spec/company-side.md#notifications): an invitation to join a company, a
 * new offer to a company, the companies that accepted to an owner. Unlike a login code a notice
 * is sent by the system, not asked for from an address, so it spends only the global daily
 * budget (SMS_DAILY_BUDGET, shared with the codes); over it nothing is sent and the caller is
 * told (`budget`), so a job can try again tomorrow. Every send is one `sms_messages` row: the
 * text where the gateway keeps texts (the development outbox), else `redacted` (a notice may
 * hold a link with a token, or a company's name next to an owner's number).
 *
 * @example
 * const sent = await sendNotice({ db, gateway, now, log, dailyBudget },
 *   { mobile: '0912345678', body: '…', redacted: '[邀請連結]' });
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { smsMessages } from '../../db/schema.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import { consumeLimits, limitKey } from '../rate-limit/index.ts';
import type { SmsGateway } from './gateway.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What a notice send needs. */
export interface NoticeDeps {
  db: Db;
  gateway: SmsGateway;
  now: Date;
  log: Logger;
  /** SMS_DAILY_BUDGET. */
  dailyBudget: number;
}

/** One notice: to whom, its text, and what is stored instead where the gateway keeps no text. */
export interface Notice {
  mobile: string;
  body: string;
  redacted: string;
}

/** How a notice went: sent, refused by the daily budget, or failed at the gateway. */
export type NoticeOutcome = 'sent' | 'budget' | 'failed';

/** Sends one notice within the global daily budget; never throws for the gateway's failure. */
export async function sendNotice(deps: NoticeDeps, notice: Notice): Promise<NoticeOutcome> {
  const { db, gateway, now, log } = deps;
  const allowed = await db.transaction(async (tx) => {
    const outcome = await consumeLimits(
      tx,
      [
        {
          key: limitKey('sms', 'global'),
          limit: deps.dailyBudget,
          since: taipeiDayStart(now),
          fixedLengthMs: DAY,
          reason: 'budget',
        },
      ],
      now,
    );
    return outcome.ok;
  });
  if (!allowed) {
    log.warn({ smsNotice: 'budget' }, 'sms notice not sent: the daily budget is spent');
    return 'budget';
  }
  const stored = gateway.storesText ? notice.body : notice.redacted;
  try {
    const receipt = await gateway.send({ mobile: notice.mobile, body: notice.body, clientId: randomUUID() });
    await db.insert(smsMessages).values({
      mobile: notice.mobile,
      body: stored,
      gateway: gateway.name,
      status: 'sent',
      providerId: receipt.providerId,
      createdAt: now,
    });
    return 'sent';
  } catch (err) {
    await db.insert(smsMessages).values({
      mobile: notice.mobile,
      body: stored,
      gateway: gateway.name,
      status: 'failed',
      createdAt: now,
    });
    log.error({ err, gateway: gateway.name }, 'sms notice failed');
    return 'failed';
  }
}
