/**
 * Rule (docs/spec/console.md#overview): the overview's figures are the figures of the screens it
 * leads to. Today's and this week's leads (Taiwan day, week from Monday) are the inbox's list of
 * that span up to now, and the previous day's and week's the inbox's list of the same span one day
 * (week) earlier; the leads waiting past the 24 h call-back promise are the inbox's
 * `status=new&to={before}`; this week's conversion is the funnel of the week's days; the pending
 * reviews and replies are the moderation queues' lengths.
 */
import { quoteFunnelEvent } from '@renovo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../company-side/centre/centre-for-tests.ts';
import { reviewReplies } from '../../db/schema-company-side.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { writeLeads } from '../leads/leads-for-tests.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

/** Wednesday 3 June 2026, 11:00 in Taiwan. */
const NOW = new Date('2026-06-03T03:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DATABASE_LANES)('the overview and the screens it leads to on %s', (lane) => {
  let h: TestHarness;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    h.clock.set(NOW);
    admin = await signedInStaff(h, 'admin', 'overview-admin@example.com');
    // A lead every 5 hours from Sunday 24 May 08:00 Taiwan up to an hour ago: the last week, this
    // week, yesterday and today, the 24 h line inside them.
    const first = Date.parse('2026-05-24T00:00:00Z');
    const written = await writeLeads(
      h.db,
      Array.from({ length: Math.floor((NOW.getTime() - HOUR - first) / (5 * HOUR)) + 1 }, (_, i) => ({
        kind: (['basic', 'consult', 'order'] as const)[i % 3]!,
        at: new Date(first + i * 5 * HOUR),
        mobile: `0915${String(100000 + i)}`,
        verified: i % 2 === 0,
      })),
    );
    // Some were called back (no longer new): they do not wait.
    for (const lead of written.filter((_, i) => i % 4 === 1)) {
      const moved = await h.call('PATCH', `/console/api/leads/${lead.kind}/${lead.id}`, {
        headers: admin.write,
        body: { status: 'contacted' },
      });
      expect(moved.status).toBe(200);
    }
    // The funnel's exposures: 8 this week; last week 4 before the same time and 6 after it.
    const exposures = (at: number, n: number) => {
      const [name, payload] = quoteFunnelEvent('exposure', 'popup');
      return Array.from({ length: n }, () => ({
        name,
        category: payload.category,
        action: payload.action,
        label: payload.label,
        module: 'popup',
        ts: at,
      }));
    };
    for (const [at, n] of [
      [Date.parse('2026-06-01T02:00:00Z'), 8],
      [Date.parse('2026-05-26T02:00:00Z'), 4],
      [Date.parse('2026-05-27T05:00:00Z'), 6],
    ] as const) {
      h.clock.set(new Date(at));
      expect((await h.call('POST', '/api/events', { body: exposures(at, n) })).status).toBe(202);
    }
    h.clock.set(NOW);
    // Reviews: two pending, one published; a pending reply and a published one.
    const companyId = await insertCompany(h, '總覽設計');
    const review = async (status: 'pending' | 'published') =>
      (
        await h.db
          .insert(companyRatings)
          .values({
            companyId,
            source: 'seed',
            status,
            reviewerName: '王小姐',
            avatarUrl: '',
            score: 5,
            content: '設計師很用心',
            publishedAt: status === 'published' ? NOW : null,
          })
          .returning({ id: companyRatings.id })
      )[0]!.id;
    await review('pending');
    await review('pending');
    const answered = await review('published');
    const answeredToo = await review('published');
    await h.db.insert(reviewReplies).values([
      { ratingId: answered, companyId, body: '謝謝您', status: 'pending' },
      { ratingId: answeredToo, companyId, body: '感謝', status: 'published' },
    ]);
  });
  afterAll(() => h.close());

  async function listAll(query: string) {
    const items: { created_at: string; mobile_verified: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const answer = await h.call(
        'GET',
        `/console/api/leads?${query}&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: admin.read },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      items.push(...answer.body.data.items);
      cursor = answer.body.data.next_cursor;
    } while (cursor);
    return items;
  }

  const overview = async (staff = admin) => {
    const answer = await h.call('GET', '/console/api/overview', { headers: staff.read });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const iso = (time: number) => new Date(time).toISOString();

  it("today's and this week's leads, and the day's and week's before to the same time, are the inbox's", async () => {
    const data = await overview();
    expect(data).toMatchObject({
      server_time: NOW.toISOString(),
      today: '2026-06-03',
      week_start: '2026-06-01',
    });
    const now = NOW.getTime();
    expect(data.leads.today.since).toBe('2026-06-02T16:00:00.000Z');
    expect(data.leads.week.since).toBe('2026-05-31T16:00:00.000Z');
    const today = await listAll(`from=2026-06-03&to=${iso(now)}`);
    const yesterday = await listAll(`from=2026-06-02&to=${iso(now - DAY)}`);
    const week = await listAll(`from=2026-06-01&to=${iso(now)}`);
    const lastWeek = await listAll(`from=2026-05-25&to=${iso(now - 7 * DAY)}`);
    expect(today.length).toBeGreaterThan(0);
    expect(lastWeek.length).toBeGreaterThan(today.length);
    expect(data.leads.today).toMatchObject({ count: today.length, previous: yesterday.length });
    expect(data.leads.week).toMatchObject({ count: week.length, previous: lastWeek.length });
  });

  it("the leads waiting past the 24 h call-back promise are the inbox's new leads filed before it", async () => {
    const data = await overview();
    expect(data.leads.waiting.before).toBe(iso(NOW.getTime() - 24 * HOUR));
    const waiting = await listAll(`status=new&to=${data.leads.waiting.before}`);
    expect(waiting.length).toBeGreaterThan(5);
    // Fewer than every lead of that span: the called-back ones are not waiting.
    expect(waiting.length).toBeLessThan((await listAll(`to=${data.leads.waiting.before}`)).length);
    expect(data.leads.waiting.count).toBe(waiting.length);
    expect(data.leads.waiting.oldest_at).toBe(iso(Math.min(...waiting.map((l) => Date.parse(l.created_at)))));
    // A day later every lead of today waits too (new sessions: a day idle ends the first ones).
    const waitingThen = (await listAll(`status=new&to=${iso(NOW.getTime())}`)).length;
    h.clock.set(new Date(NOW.getTime() + DAY));
    const later = await overview(await signedInStaff(h, 'support', 'overview-support@example.com'));
    h.clock.set(NOW);
    admin = await signedInStaff(h, 'admin', 'overview-admin-2@example.com');
    expect(later.leads.waiting.count).toBe(waitingThen);
    expect(later.leads.waiting.count).toBeGreaterThan(data.leads.waiting.count);
  });

  it("this week's conversion is the funnel of the week's days, against last week's to the same time", async () => {
    const data = await overview();
    const funnel = (
      await h.call('GET', '/console/api/funnel?from=2026-06-01&to=2026-06-03', { headers: admin.read })
    ).body.data;
    expect(funnel.exposure).toBe(8);
    expect(data.conversion).toMatchObject({
      exposure: funnel.exposure,
      verified: funnel.verified,
      rate: funnel.rates.overall,
    });
    // Last week to Wednesday 11:00: 4 exposures (the 6 after that time do not count).
    const verifiedBefore = (await listAll(`from=2026-05-25&to=${iso(NOW.getTime() - 7 * DAY)}&verified=1`))
      .length;
    expect(verifiedBefore).toBeGreaterThan(0);
    expect(data.conversion.previous_rate).toBe(verifiedBefore / 4);
  });

  it('the pending reviews and replies are the moderation queues’ lengths', async () => {
    const data = await overview();
    const reviews = (await h.call('GET', '/console/api/reviews?status=pending', { headers: admin.read })).body
      .data;
    const replies = (
      await h.call('GET', '/console/api/review-replies?status=pending', { headers: admin.read })
    ).body.data;
    expect(data.moderation).toEqual({ reviews: reviews.length, replies: replies.length });
    expect(data.moderation).toEqual({ reviews: 2, replies: 1 });
  });
});
