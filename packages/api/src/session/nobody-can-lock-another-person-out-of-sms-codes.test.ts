/**
 * Nobody can lock another person out of SMS codes: a third party who knows a number and bursts
 * code requests for it (solving every challenge, from its own networks) spends only its own
 * networks' budget for that number; the owner, from their own network, still gets a code on the
 * first try (solving one challenge at most), for login and for privacy codes alike; and the
 * privacy codes have a budget of their own. The number is not left open to SMS bombing either:
 * past its free sends, every further send of it needs a challenge that grows with its sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../lib/client-ip.ts';
import { gateSend, SMS_LIMITS } from '../services/sms/send-limits.ts';
import {
  createHarness,
  DATABASE_LANES,
  solveCodeChallengeInNode,
  type TestHarness,
} from '../testing/harness.ts';

type CodeType = 'login' | 'privacy';

describe.each(DATABASE_LANES)('nobody can lock another person out of SMS codes, on %s', (lane) => {
  let h: TestHarness;
  let next = 0;
  const freshMobile = () => {
    next += 1;
    return `0933${String(100000 + next).slice(-6)}`;
  };
  /** A fresh IPv4 address (its own network) per call. */
  const freshIp = () => {
    next += 1;
    return `192.0.2.${(next % 250) + 1}`;
  };

  beforeAll(async () => {
    h = await createHarness({ lane });
  }, 180_000);
  afterAll(() => h.close());

  /** One press of 發送驗證碼, as the login sheet makes it: a 428 is solved once and sent again. */
  async function press(mobile: string, type: CodeType, ip: string) {
    const body: Record<string, unknown> = { medium: 'sms', type, username: mobile };
    const send = () => h.call('POST', '/v1/codes', { body, headers: { 'x-forwarded-for': ip } });
    const first = await send();
    if (first.status !== 428) return { status: first.status, challenged: false, body: first.body };
    body.challenge = await solveCodeChallengeInNode(first.body.challenge);
    const second = await send();
    return { status: second.status, challenged: true, body: second.body };
  }

  /**
   * The third party's burst: from each of its networks (an IPv4 address, and an IPv6 /64 whose
   * addresses it rotates), code requests for the number, every challenge solved, a minute apart,
   * until that network is refused. Answers how many codes it made the server send.
   */
  async function burst(mobile: string, type: CodeType): Promise<number> {
    let sent = 0;
    const networks = [
      (_i: number) => '198.51.100.66',
      (i: number) => `2001:db8:bad:${(next % 1000).toString(16)}::${(i + 1).toString(16)}`,
    ];
    next += 1;
    for (const addressOf of networks) {
      let refused = false;
      for (let i = 0; i < 12 && !refused; i++) {
        const answer = await press(mobile, type, addressOf(i));
        if (answer.status === 200) sent += 1;
        else {
          // The attacker's network is refused for this number: a 429 with its zh-TW message.
          expect(answer.status).toBe(429);
          expect(answer.body.message).toMatch(/請|再試/);
          refused = true;
        }
        h.clock.advance(61_000);
      }
      expect(refused, 'the burst ends in a refusal for the attacking network').toBe(true);
    }
    return sent;
  }

  async function outboxCode(mobile: string): Promise<string> {
    return (await h.call('GET', `/v1/codes?username=${mobile}`)).body.data.code as string;
  }

  it("after a third party's burst for a number, the owner still gets a login code on the first try from their own network", async () => {
    const mobile = freshMobile();
    const sentByAttacker = await burst(mobile, 'login');
    expect(sentByAttacker).toBeGreaterThanOrEqual(5);
    const owner = await press(mobile, 'login', freshIp());
    expect(owner.status).toBe(200);
    const login = await h.call('POST', '/v1/authorizations', {
      body: {
        username: mobile,
        code: await outboxCode(mobile),
        login_type: 'sms_code',
        accepted: 1,
        notice_version: '2026-11',
      },
    });
    expect(login.status).toBe(200);
    // The owner's own IPv6 network works as well (another /64 than the attacker's).
    h.clock.advance(61_000);
    expect((await press(mobile, 'login', '2001:db8:a11:1::5')).status).toBe(200);
  }, 120_000);

  it("after a third party's burst for a number, the owner still gets a privacy code on the first try from their own network", async () => {
    const mobile = freshMobile();
    await burst(mobile, 'privacy');
    const owner = await press(mobile, 'privacy', freshIp());
    expect(owner.status).toBe(200);
    const exported = await h.call('POST', '/v1/privacy/export', {
      body: { mobile, code: await outboxCode(mobile) },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(exported.status).toBe(200);
  }, 120_000);

  it('privacy codes have their own budget: login codes spent from a network leave its privacy codes untouched', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    // 10:00 in Taipei, well after the tests before it: the sends below (about two hours) stay in
    // one Taiwan day whatever the hour the suite runs at (the day's limit restarts at midnight).
    h.clock.set(new Date(Date.UTC(2030, 0, 1, 2)));
    // The owner spends the whole day's login codes from their own network…
    let refusal = 0;
    for (let i = 0; i < 12 && refusal === 0; i++) {
      const answer = await press(mobile, 'login', ip);
      if (answer.status !== 200) refusal = answer.status;
      h.clock.advance(i % 5 === 4 ? 3_600_000 : 61_000);
    }
    expect(refusal).toBe(429);
    // …and still gets a privacy code from the same network on the first try.
    const privacy = await press(mobile, 'privacy', ip);
    expect(privacy.status).toBe(200);
    expect(privacy.challenged).toBe(false);
  }, 120_000);

  it('a number cannot be SMS-bombed for free: past its free sends, each send of it needs a challenge that grows', async () => {
    const mobile = freshMobile();
    // Its free sends of the day, each from a network of its own.
    for (let i = 0; i < SMS_LIMITS.freeSendsPerNumber; i++) {
      expect((await press(mobile, 'login', freshIp())).challenged).toBe(false);
      h.clock.advance(61_000);
    }
    // Then a fresh network must work for it (no refusal: the owner may be the one asking).
    const unsolved = await h.call('POST', '/v1/codes', {
      body: { medium: 'sms', type: 'login', username: mobile },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(unsolved.status).toBe(428);
    // The work asked grows with the number's sends.
    const deps = {
      db: h.db,
      now: h.clock(),
      dailyBudget: h.env.SMS_DAILY_BUDGET,
      addressHourly: h.env.SMS_ADDRESS_HOURLY,
      freeTriesPerAddress: h.env.SMS_FREE_TRIES_PER_ADDRESS,
      floodSends: h.env.SMS_FLOOD_SENDS,
    };
    const workNow = await gateSend({ mobile, type: 'login', address: addressKey(freshIp()) }, deps);
    for (let i = 0; i < 6; i++) {
      expect((await press(mobile, 'login', freshIp())).status).toBe(200);
      h.clock.advance(61_000);
    }
    const workLater = await gateSend(
      { mobile, type: 'login', address: addressKey(freshIp()) },
      { ...deps, now: h.clock() },
    );
    expect(workNow.work).not.toBeNull();
    expect(workLater.work!).toBeGreaterThan(workNow.work!);
  }, 120_000);

  it('a second send of a number within 60 s from another network must solve a challenge; the same network waits', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    expect((await press(mobile, 'login', ip)).status).toBe(200);
    const again = await h.call('POST', '/v1/codes', {
      body: { medium: 'sms', type: 'login', username: mobile },
      headers: { 'x-forwarded-for': ip },
    });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/秒後再試/);
    const elsewhere = await press(mobile, 'login', freshIp());
    expect(elsewhere).toMatchObject({ status: 200, challenged: true });
  }, 120_000);

  it("a code someone else asked for does not void the owner's code; a right one consumes them all", async () => {
    const mobile = freshMobile();
    expect((await press(mobile, 'login', freshIp())).status).toBe(200);
    const ownersCode = await outboxCode(mobile);
    h.clock.advance(61_000);
    expect((await press(mobile, 'login', '198.51.100.99')).status).toBe(200);
    const strangersCode = await outboxCode(mobile);
    const login = (code: string) =>
      h.call('POST', '/v1/authorizations', {
        body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '2026-11' },
      });
    expect((await login(ownersCode)).status).toBe(200);
    // Used up together: the other code cannot be spent after a right one.
    if (strangersCode !== ownersCode) expect((await login(strangersCode)).status).toBe(422);
  }, 120_000);
});
