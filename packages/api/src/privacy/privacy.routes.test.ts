import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, clues, consents, quotes, reactions, smsMessages, users } from '../db/schema.ts';
import { CODE_TRIES_PER_NETWORK } from '../services/sms/codes.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { PRIVACY_LIMITS } from './privacy.routes.ts';
import { MARKETING_WITHDRAWN_PURPOSE } from './privacy.service.ts';

describe.each(DATABASE_LANES)('privacy rights on %s', (lane) => {
  let h: TestHarness;
  let ipCount = 0;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  /** Sends a privacy code to `mobile` and reads it from the outbox (then leaves the cooldown). */
  async function privacyCode(mobile: string): Promise<string> {
    ipCount += 1;
    const sent = await h.call('POST', '/v1/codes', {
      body: { medium: 'sms', type: 'privacy', username: mobile },
      headers: { 'x-forwarded-for': `192.0.2.${ipCount}` },
    });
    expect(sent.status).toBe(200);
    const code = (await h.call('GET', `/v1/codes?username=${mobile}`)).body.data.code as string;
    h.clock.advance(61_000);
    return code;
  }

  /** A member with a favourite, a quote, a consult and an order, all under `mobile`. */
  async function personWithData(mobile: string) {
    const token = await h.login(mobile);
    await h.call('POST', '/v1/collects', { token, body: { source_id: 12, source_type: 'work' } });
    const quote = await h.call('POST', '/hyperf/valuation/v3/submit', {
      headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'ua-privacy' },
      body: {
        region_id: 8,
        size: 30,
        mobile,
        accepted: 1,
        notice_version: '2026-11',
        utm: { source: 'line' },
      },
    });
    expect(quote.status).toBe(200);
    const consult = await h.call('POST', '/hyperf/clues/consult', {
      body: {
        mobile,
        accepted: 1,
        notice_version: '2026-11',
        type: 'consult',
        source_type: 'work',
        source_id: 5,
      },
    });
    expect(consult.status).toBe(200);
    const [user] = await h.db.select().from(users).where(eq(users.mobile, mobile));
    return {
      token,
      userId: user!.id,
      quoteId: quote.body.data.id as number,
      clueId: consult.body.data.id as number,
    };
  }

  it('a privacy code is sent like a login code, and a login code does not open the privacy routes', async () => {
    const mobile = '0955000001';
    const sent = await h.call('POST', '/v1/codes', {
      body: { medium: 'sms', type: 'login', username: mobile },
    });
    expect(sent.status).toBe(200);
    const loginCode = (await h.call('GET', `/v1/codes?username=${mobile}`)).body.data.code;
    const answer = await h.call('POST', '/v1/privacy/export', { body: { mobile, code: loginCode } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('請輸入正確的驗證碼');
  });

  it('export lists the account, sessions, favourites, leads, consents and SMS held under the mobile', async () => {
    const mobile = '0955000002';
    const person = await personWithData(mobile);
    const code = await privacyCode(mobile);
    const answer = await h.call('POST', '/v1/privacy/export', { body: { mobile, code } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body.data;
    expect(data.account).toMatchObject({ id: person.userId, mobile });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).not.toHaveProperty('token_hash');
    expect(data.favourites).toEqual([expect.objectContaining({ kind: 'collect', source_id: '12' })]);
    expect(data.quotes).toEqual([
      expect.objectContaining({ id: person.quoteId, mobile, region_id: 8, client_ip: '203.0.113.9' }),
    ]);
    expect(data.clues).toEqual([expect.objectContaining({ id: person.clueId, mobile, kind: 'consult' })]);
    expect(data.consents.map((c: { purpose: string }) => c.purpose)).toEqual(
      expect.arrayContaining(['login', 'clue:consult']),
    );
    expect(data.sms_messages.length).toBe(2);
    expect(data.marketing_withdrawn).toBe(false);
    // Nothing of another person.
    expect(JSON.stringify(data)).not.toContain('0955000001');
  });

  it('a code works once: the second call with it is refused', async () => {
    const mobile = '0955000003';
    const code = await privacyCode(mobile);
    expect((await h.call('POST', '/v1/privacy/export', { body: { mobile, code } })).status).toBe(200);
    const again = await h.call('POST', '/v1/privacy/erase', { body: { mobile, code } });
    expect(again.status).toBe(422);
  });

  it('an unknown number and a wrong code get the same answer', async () => {
    const unknown = await h.call('POST', '/v1/privacy/export', {
      body: { mobile: '0955999999', code: '123456' },
    });
    const mobile = '0955000004';
    await privacyCode(mobile);
    const wrong = await h.call('POST', '/v1/privacy/export', { body: { mobile, code: '000000' } });
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('erase deletes the account, sessions, favourites and SMS, and anonymises leads and consents', async () => {
    const mobile = '0955000005';
    const person = await personWithData(mobile);
    const code = await privacyCode(mobile);
    const answer = await h.call('POST', '/v1/privacy/erase', { body: { mobile, code } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ account: 1, favourites: 1, quotes: 1, clues: 1 });
    expect(answer.body.data.sessions).toBeGreaterThanOrEqual(1);
    expect(await h.db.select().from(users).where(eq(users.id, person.userId))).toEqual([]);
    expect(await h.db.select().from(accessTokens).where(eq(accessTokens.userId, person.userId))).toEqual([]);
    expect(await h.db.select().from(reactions).where(eq(reactions.userId, person.userId))).toEqual([]);
    expect(await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, mobile))).toEqual([]);
    // The token no longer signs in.
    expect((await h.call('GET', '/v1/user/info', { token: person.token })).status).toBe(401);
    // Leads stay for the aggregates, without anything personal.
    const [quote] = await h.db.select().from(quotes).where(eq(quotes.id, person.quoteId));
    expect(quote).toMatchObject({
      mobile: '',
      userId: null,
      clientIp: null,
      userAgent: null,
      regionId: 8,
      size: 30,
    });
    expect(quote!.utm).toEqual({ source: 'line' });
    const [clue] = await h.db.select().from(clues).where(eq(clues.id, person.clueId));
    expect(clue).toMatchObject({
      mobile: null,
      senderContact: null,
      userId: null,
      clientIp: null,
      kind: 'consult',
    });
    const left = await h.db
      .select()
      .from(consents)
      .where(or(eq(consents.mobile, mobile), eq(consents.userId, person.userId)));
    expect(left).toEqual([]);
    // A later export finds nothing.
    const after = await h.call('POST', '/v1/privacy/export', {
      body: { mobile, code: await privacyCode(mobile) },
    });
    expect(after.body.data).toMatchObject({
      account: null,
      quotes: [],
      clues: [],
      consents: [],
      favourites: [],
    });
  });

  it('withdrawing marketing is recorded once and shows in the export', async () => {
    const mobile = '0955000006';
    for (let i = 0; i < 2; i += 1) {
      const answer = await h.call('POST', '/v1/privacy/marketing/withdraw', {
        body: { mobile, code: await privacyCode(mobile) },
      });
      expect(answer.status).toBe(200);
    }
    const rows = await h.db.select().from(consents).where(eq(consents.mobile, mobile));
    expect(rows.filter((r) => r.purpose === MARKETING_WITHDRAWN_PURPOSE)).toHaveLength(1);
    const exported = await h.call('POST', '/v1/privacy/export', {
      body: { mobile, code: await privacyCode(mobile) },
    });
    expect(exported.body.data.marketing_withdrawn).toBe(true);
  });

  it('is rate-limited per address (429 with Retry-After), before any code is checked', async () => {
    const headers = { 'x-forwarded-for': '198.18.0.77' };
    let last = 0;
    for (let i = 0; i <= PRIVACY_LIMITS.perAddressPerHour; i += 1) {
      last = (
        await h.call('POST', '/v1/privacy/export', {
          headers,
          body: { mobile: `09560${String(i).padStart(5, '0')}`, code: '123456' },
        })
      ).status;
    }
    expect(last).toBe(429);
  });

  it("nobody can refuse the owner's code: another network's requests for the number spend only that network's tries", async () => {
    const mobile = '0955000007';
    const code = await privacyCode(mobile);
    // One network's tries of the number: the fifth wrong one is the last, then 429.
    const statuses: number[] = [];
    for (let i = 0; i <= CODE_TRIES_PER_NETWORK; i += 1) {
      const answer = await h.call('POST', '/v1/privacy/export', {
        headers: { 'x-forwarded-for': '198.19.1.1' },
        body: { mobile, code: code === '123456' ? '654321' : '123456' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(CODE_TRIES_PER_NETWORK).fill(422), 429]);
    // Ten more junk requests, each from another network, spend nothing of the owner's.
    for (let i = 0; i < PRIVACY_LIMITS.perMobilePerHour; i += 1) {
      const answer = await h.call('POST', '/v1/privacy/export', {
        headers: { 'x-forwarded-for': `198.19.2.${i + 1}` },
        body: { mobile, code: code === '123456' ? '654321' : '123456' },
      });
      expect(answer.status).toBe(422);
    }
    const own = await h.call('POST', '/v1/privacy/export', {
      headers: { 'x-forwarded-for': '203.0.113.200' },
      body: { mobile, code },
    });
    expect(own.status).toBe(200);
  });

  it("a foreign page cannot spend its visitors' tries of a number: text/plain and forms are 415, another site's Origin 403", async () => {
    const mobile = '0955000017';
    const code = await privacyCode(mobile);
    const visitor = { 'x-forwarded-for': '198.19.3.3' };
    const junk = JSON.stringify({ mobile, code: code === '123456' ? '654321' : '123456' });
    const sent = (headers: Record<string, string>) =>
      h.app.request('http://localhost/v1/privacy/export', {
        method: 'POST',
        headers: { ...visitor, ...headers },
        body: junk,
      });
    for (let i = 0; i < CODE_TRIES_PER_NETWORK + 1; i += 1) {
      expect((await sent({ 'content-type': 'text/plain' })).status).toBe(415);
      expect((await sent({ 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
      expect(
        (await sent({ 'content-type': 'application/json', origin: 'https://evil.example' })).status,
      ).toBe(403);
    }
    // None of them was a try: the owner, on that same network, still uses the code.
    const own = await h.call('POST', '/v1/privacy/export', { headers: visitor, body: { mobile, code } });
    expect(own.status).toBe(200);
  });

  it('malformed bodies are 422, never 500', async () => {
    for (const body of [
      {},
      { mobile: '0955000008' },
      { mobile: 'x', code: 'y' },
      { mobile: '0955\u0000', code: '1' },
    ]) {
      expect((await h.call('POST', '/v1/privacy/erase', { body })).status).toBe(422);
    }
  });
});
