import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  clues,
  consents,
  idempotencyKeys,
  leadKeys,
  quotes,
  rateLimitEvents,
  smsCodes,
  smsMessages,
  users,
} from '../../db/schema.ts';
import { leadRepeatClaims, rateLimitCounters } from '../../db/schema-guards.ts';
import { analyticsEvents, foreignLeadAnswers } from '../../db/schema-leads.ts';
import { parseEnv } from '../../env.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { RETENTION_JOBS, runRetention, yearsBefore } from './jobs.ts';

const DAY = 24 * 60 * 60 * 1000;
const job = (name: string) => RETENTION_JOBS.find((j) => j.name === name)!;

describe.each(DATABASE_LANES)('retention jobs on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const settings = () => parseEnv({ NODE_ENV: 'test', RENOVO_DATA_DIR: h.env.RENOVO_DATA_DIR });
  const ago = (days: number) => new Date(h.clock().getTime() - days * DAY);

  it('has the documented defaults: leads 3 years, SMS 90 days, codes 1, tokens 30, keys 1 day', () => {
    expect(settings()).toMatchObject({
      RETENTION_LEAD_YEARS: 3,
      RETENTION_SMS_MESSAGE_DAYS: 90,
      RETENTION_CODE_DAYS: 1,
      RETENTION_TOKEN_DAYS: 30,
      RETENTION_IDEMPOTENCY_DAYS: 1,
    });
  });

  it('anonymises leads and their consents older than the lead period, and leaves newer ones', async () => {
    const submit = (mobile: string) =>
      h.call('POST', '/hyperf/valuation/v3/submit', {
        headers: { 'x-forwarded-for': '203.0.113.50' },
        body: { region_id: 3, size: 25, mobile, accepted: 1, notice_version: '2026-11' },
      });
    const oldQuote = (await submit('0966000001')).body.data.id as number;
    const newQuote = (await submit('0966000002')).body.data.id as number;
    const oldClue = (
      await h.call('POST', '/hyperf/clues/consult', {
        body: { mobile: '0966000001', accepted: 1, notice_version: '2026-11', type: 'consult' },
      })
    ).body.data.id as number;
    const fourYears = yearsBefore(h.clock(), 4);
    await h.db.update(quotes).set({ createdAt: fourYears }).where(eq(quotes.id, oldQuote));
    await h.db.update(clues).set({ createdAt: fourYears }).where(eq(clues.id, oldClue));
    await h.db.update(consents).set({ acceptedAt: fourYears }).where(eq(consents.mobile, '0966000001'));

    const changed = await job('retention-anonymise-leads').run(h.db, h.clock(), settings());
    expect(changed).toBeGreaterThanOrEqual(3);
    const rows = await h.db
      .select()
      .from(quotes)
      .where(inArray(quotes.id, [oldQuote, newQuote]));
    expect(rows.find((r) => r.id === oldQuote)).toMatchObject({
      mobile: '',
      clientIp: null,
      regionId: 3,
      size: 25,
    });
    expect(rows.find((r) => r.id === newQuote)).toMatchObject({
      mobile: '0966000002',
      clientIp: '203.0.113.50',
    });
    const [clue] = await h.db.select().from(clues).where(eq(clues.id, oldClue));
    expect(clue).toMatchObject({ mobile: null, clientIp: null, kind: 'consult' });
    expect(await h.db.select().from(consents).where(eq(consents.mobile, '0966000001'))).toEqual([]);
    // Idempotent: a second run changes nothing.
    expect(await job('retention-anonymise-leads').run(h.db, h.clock(), settings())).toBe(0);
    // A shorter configured period reaches the newer lead too.
    const short = { ...settings(), RETENTION_LEAD_YEARS: 0.01 };
    await job('retention-anonymise-leads').run(h.db, new Date(h.clock().getTime() + 5 * DAY), short);
    const [later] = await h.db.select().from(quotes).where(eq(quotes.id, newQuote));
    expect(later!.mobile).toBe('');
  });

  it('deletes SMS messages older than their period', async () => {
    const mk = (mobile: string, createdAt: Date) => ({
      mobile,
      body: 'x',
      gateway: 'outbox',
      status: 'sent',
      createdAt,
    });
    await h.db.insert(smsMessages).values([mk('0966100001', ago(91)), mk('0966100002', ago(89))]);
    await job('retention-sms-messages').run(h.db, h.clock(), settings());
    const left = await h.db
      .select({ mobile: smsMessages.mobile })
      .from(smsMessages)
      .where(inArray(smsMessages.mobile, ['0966100001', '0966100002']));
    expect(left).toEqual([{ mobile: '0966100002' }]);
  });

  it('deletes SMS codes a day after they expired', async () => {
    const mk = (mobile: string, expiresAt: Date) => ({
      mobile,
      type: 'login' as const,
      codeHash: 'h',
      expiresAt,
    });
    await h.db
      .insert(smsCodes)
      .values([mk('0966200001', ago(2)), mk('0966200002', ago(0.5)), mk('0966200003', ago(-1))]);
    await job('retention-sms-codes').run(h.db, h.clock(), settings());
    const left = await h.db
      .select({ mobile: smsCodes.mobile })
      .from(smsCodes)
      .where(inArray(smsCodes.mobile, ['0966200001', '0966200002', '0966200003']));
    expect(left.map((r) => r.mobile).sort()).toEqual(['0966200002', '0966200003']);
  });

  it('deletes access tokens 30 days after they expired or were revoked', async () => {
    const [user] = await h.db.insert(users).values({ mobile: '0966300001' }).returning({ id: users.id });
    const mk = (hash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: user!.id,
      tokenHash: hash,
      expiresAt,
      revokedAt,
    });
    await h.db
      .insert(accessTokens)
      .values([
        mk('expired-long-ago', ago(31)),
        mk('expired-lately', ago(29)),
        mk('revoked-long-ago', ago(-300), ago(31)),
        mk('live', ago(-300)),
      ]);
    await job('retention-access-tokens').run(h.db, h.clock(), settings());
    const left = await h.db
      .select({ hash: accessTokens.tokenHash })
      .from(accessTokens)
      .where(eq(accessTokens.userId, user!.id));
    expect(left.map((r) => r.hash).sort()).toEqual(['expired-lately', 'live']);
  });

  it('deletes lead keys a day after their 72 h: the repeat pointers, and the keys on lead rows', async () => {
    const lead = (key: string, createdAt: Date) => ({
      variant: 'basic' as const,
      mobile: '0911000999',
      regionId: 1,
      size: 30,
      utm: {},
      type: 'retention',
      consentNoticeVersion: '2026-11',
      consentAcceptedAt: createdAt,
      idempotencyKey: key,
      requestHash: 'h',
      createdAt,
    });
    await h.db
      .insert(quotes)
      .values([lead('retention-lead-old', ago(5)), lead('retention-lead-new', ago(2))]);
    await h.db.insert(leadKeys).values([
      { key: 'retention-repeat-old', requestHash: 'h', leadTable: 'quotes', leadId: 1, createdAt: ago(5) },
      { key: 'retention-repeat-new', requestHash: 'h', leadTable: 'quotes', leadId: 1, createdAt: ago(2) },
    ]);
    await job('retention-idempotency-keys').run(h.db, h.clock(), settings());
    const rows = await h.db
      .select({ key: quotes.idempotencyKey })
      .from(quotes)
      .where(eq(quotes.type, 'retention'))
      .orderBy(quotes.createdAt);
    expect(rows).toEqual([{ key: null }, { key: 'retention-lead-new' }]);
    const pointers = await h.db
      .select({ key: leadKeys.key })
      .from(leadKeys)
      .where(inArray(leadKeys.key, ['retention-repeat-old', 'retention-repeat-new']));
    expect(pointers).toEqual([{ key: 'retention-repeat-new' }]);
  });

  it('deletes first-party analytics events RETENTION_EVENT_DAYS (395) after their receipt', async () => {
    const event = (label: string, receivedAt: Date) => ({
      name: 'retention-test',
      label,
      receivedAt,
      at: receivedAt,
    });
    await h.db.insert(analyticsEvents).values([event('old', ago(396)), event('kept', ago(394))]);
    expect(settings().RETENTION_EVENT_DAYS).toBe(395);
    await job('retention-analytics-events').run(h.db, h.clock(), settings());
    const left = await h.db
      .select({ label: analyticsEvents.label })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'retention-test'));
    expect(left).toEqual([{ label: 'kept' }]);
  });

  it('deletes repeat claims two days after they were taken, never a newer one', async () => {
    const key = (label: string) => `retention-claim-${label}`;
    await h.db.insert(leadRepeatClaims).values([
      { dedupeKey: key('old'), claimedAt: ago(2.1) },
      { dedupeKey: key('kept'), claimedAt: ago(1.9) },
    ]);
    await job('retention-lead-repeat-claims').run(h.db, h.clock(), settings());
    const left = await h.db
      .select({ key: leadRepeatClaims.dedupeKey })
      .from(leadRepeatClaims)
      .where(inArray(leadRepeatClaims.dedupeKey, [key('old'), key('kept')]));
    expect(left).toEqual([{ key: key('kept') }]);
  });

  it('deletes rate-limit counter buckets two days old, never a newer one', async () => {
    const key = (label: string) => `retention-counter-${label}`;
    await h.db.insert(rateLimitCounters).values([
      { key: key('old'), bucket: ago(2.1), hits: 3 },
      { key: key('kept'), bucket: ago(1.9), hits: 2 },
    ]);
    await job('retention-rate-limit-counters').run(h.db, h.clock(), settings());
    const left = await h.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, [key('old'), key('kept')]));
    expect(left).toEqual([{ key: key('kept') }]);
  });

  it('takes the client and repeat key from answers to repeats as old as anonymised leads, and keeps their records', async () => {
    const answer = (id: number, answeredAt: Date) => ({
      leadTable: 'quotes' as const,
      id,
      dedupeKey: `retention-answer-${id}`,
      clientUuid: `retention-device-${id}`,
      answeredAt,
      shown: { regionId: 3, size: 25 },
    });
    const [oldId, newId] = [990_000_001, 990_000_002];
    await h.db
      .insert(foreignLeadAnswers)
      .values([answer(oldId, yearsBefore(h.clock(), 4)), answer(newId, ago(1))]);
    await job('retention-foreign-lead-answers').run(h.db, h.clock(), settings());
    const left = await h.db
      .select({
        id: foreignLeadAnswers.id,
        key: foreignLeadAnswers.dedupeKey,
        device: foreignLeadAnswers.clientUuid,
        shown: foreignLeadAnswers.shown,
      })
      .from(foreignLeadAnswers)
      .where(inArray(foreignLeadAnswers.id, [oldId, newId]))
      .orderBy(foreignLeadAnswers.id);
    expect(left).toEqual([
      { id: oldId, key: null, device: null, shown: { regionId: 3, size: 25 } },
      {
        id: newId,
        key: `retention-answer-${newId}`,
        device: `retention-device-${newId}`,
        shown: { regionId: 3, size: 25 },
      },
    ]);
  });

  it('deletes a photo upload abandoned half-way a day after its last chunk, never a newer one', async () => {
    const folder = join(h.env.RENOVO_DATA_DIR, 'media', 'tus');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'old'), 'half a photo');
    writeFileSync(join(folder, 'old.json'), '{}');
    writeFileSync(join(folder, 'new'), 'half a photo');
    const old = ago(2);
    utimesSync(join(folder, 'old'), old, old);
    utimesSync(join(folder, 'old.json'), old, old);
    expect(await job('retention-partial-uploads').run(h.db, h.clock(), settings())).toBe(2);
    expect(readdirSync(folder)).toEqual(['new']);
  });

  it('deletes idempotency keys a day after they expired, and old rate-limit events', async () => {
    const mk = (key: string, expiresAt: Date) => ({
      scope: 'retention-test',
      key,
      requestHash: 'h',
      state: 'done' as const,
      lockedUntil: expiresAt,
      expiresAt,
    });
    await h.db.insert(idempotencyKeys).values([mk('old', ago(2)), mk('new', ago(-2))]);
    await h.db.insert(rateLimitEvents).values([
      { key: 'retention-test:old', at: ago(3) },
      { key: 'retention-test:new', at: ago(1) },
    ]);
    const counts = await runRetention(h.db, h.clock(), settings());
    expect(Object.keys(counts)).toEqual(RETENTION_JOBS.map((j) => j.name));
    const keys = await h.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'retention-test'));
    expect(keys).toEqual([{ key: 'new' }]);
    const events = await h.db
      .select({ key: rateLimitEvents.key })
      .from(rateLimitEvents)
      .where(inArray(rateLimitEvents.key, ['retention-test:old', 'retention-test:new']));
    expect(events).toEqual([{ key: 'retention-test:new' }]);
  });
});
