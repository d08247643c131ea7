/**
 * The attribution figures are the lead table's: leads per Taiwan day per partner, module, landing
 * page and UTM source/campaign sum to the leads the inbox lists for the same range and filters;
 * the funnel's submits and verified are the inbox's counts, its exposures and opens the quote
 * widgets' funnel events (core's QUOTE_FUNNEL), by range, module and partner.
 */
import { quoteFunnelEvent } from '@renovo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { writeLeads } from './leads-for-tests.ts';
import { signedInStaff } from './staff-for-tests.ts';

/** A funnel step as a widget's beacon sends it: name, category, action, label and module. */
function quoteFunnelStepEvent(step: 'exposure' | 'open', module: string) {
  const [name, payload] = quoteFunnelEvent(step, module);
  return { name, category: payload.category, action: payload.action, label: payload.label, module };
}

describe.each(DATABASE_LANES)('attribution and the lead table on %s', (lane) => {
  let h: TestHarness;
  let marketing: Awaited<ReturnType<typeof signedInStaff>>;
  const range = 'from=2026-06-01&to=2026-06-03';

  beforeAll(async () => {
    h = await createHarness({ lane });
    marketing = await signedInStaff(h, 'marketing', 'marketing@example.com');
    const kinds = ['basic', 'community', 'consult', 'authorize', 'order'] as const;
    await writeLeads(
      h.db,
      Array.from({ length: 40 }, (_, i) => ({
        kind: kinds[i % 5]!,
        // From 2026-05-31 20:00 UTC (06-01 04:00 Taiwan) every 2 hours: days 06-01 … 06-04 Taiwan.
        at: new Date(Date.parse('2026-05-31T20:00:00Z') + i * 2 * 3600 * 1000),
        mobile: `0913${String(100000 + i)}`,
        partnerKey: i % 3 === 0 ? 'demo' : null,
        module: i % 2 ? 'popup' : 'inline',
        page: `https://site.example/land/${i % 4}?utm_source=x`,
        utm: { source: i % 2 ? 'line' : 'fb', campaign: i % 5 ? 'spring' : undefined },
        verified: i % 4 === 0,
      })),
    );
  });
  afterAll(() => h.close());

  async function listAll(query: string) {
    const items: {
      partner_key: string | null;
      module: string | null;
      mobile_verified: boolean;
      created_at: string;
    }[] = [];
    let cursor: string | null = null;
    do {
      const answer = await h.call(
        'GET',
        `/console/api/leads?${query}&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        {
          headers: marketing.read,
        },
      );
      items.push(...answer.body.data.items);
      cursor = answer.body.data.next_cursor;
    } while (cursor);
    return items;
  }

  it('leads per day per group sum to the inbox list of the same range, group by group', async () => {
    const listed = await listAll(range);
    expect(listed.length).toBeGreaterThan(20);
    for (const group of ['partner', 'module', 'landing', 'utm_source', 'utm_campaign'] as const) {
      const answer = await h.call('GET', `/console/api/attribution?${range}&group=${group}`, {
        headers: marketing.read,
      });
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data.total, group).toBe(listed.length);
      expect(data.days.reduce((n: number, d: { leads: number }) => n + d.leads, 0)).toBe(listed.length);
      expect(new Set(data.days.map((d: { day: string }) => d.day))).toEqual(
        new Set(['2026-06-01', '2026-06-02', '2026-06-03']),
      );
    }
    const byPartner = (
      await h.call('GET', `/console/api/attribution?${range}&group=partner`, { headers: marketing.read })
    ).body.data;
    const demo = byPartner.totals.find((t: { key: string | null }) => t.key === 'demo').leads;
    expect(demo).toBe((await listAll(`${range}&partner=demo`)).length);
    const landing = (
      await h.call('GET', `/console/api/attribution?${range}&group=landing`, { headers: marketing.read })
    ).body.data;
    expect(landing.totals.map((t: { key: string }) => t.key).sort()).toEqual(
      [0, 1, 2, 3].map((n) => `https://site.example/land/${n}`),
    );
    // Per day: the inbox's list of that one day.
    for (const day of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      const ofDay = byPartner.days
        .filter((d: { day: string }) => d.day === day)
        .reduce((n: number, d: { leads: number }) => n + d.leads, 0);
      expect(ofDay, day).toBe((await listAll(`from=${day}&to=${day}`)).length);
    }
  });

  it("the funnel counts submits and verified as the inbox does, and exposures and opens from the widgets' events", async () => {
    const at = Date.parse('2026-06-02T04:00:00Z');
    h.clock.set(new Date(at));
    /** A quote widget's funnel step as core's quoteFunnelEvent shapes it (label = module). */
    const step = (step: 'exposure' | 'open', module: string, partner?: string) => ({
      ...quoteFunnelStepEvent(step, module),
      ts: at,
      ...(partner ? { partner } : {}),
    });
    const events = [
      ...Array.from({ length: 9 }, () => step('exposure', 'popup')),
      ...Array.from({ length: 4 }, () => step('open', 'popup')),
      { name: 'clue_submit', module: 'popup', ts: at },
      step('exposure', 'inline'),
      // Not the funnel's: the submit pressed, another exposure, another click.
      { name: 'before_clue_click', module: 'popup', ts: at },
      { name: 'exposure', category: 'article', action: 'show', label: 'may_like', module: 'popup', ts: at },
      { name: 'click', category: 'quote_widget', action: 'close', label: 'popup', module: 'popup', ts: at },
      { name: 'click', category: 'header_nav', action: 'open', label: 'popup', module: 'popup', ts: at },
    ];
    expect((await h.call('POST', '/api/events', { body: events })).status).toBe(202);
    // The demo partner's widgets beacon from its page: credited only because the origin is its own.
    const fromDemoPage = [step('exposure', 'inline', 'demo'), step('open', 'inline', 'demo')];
    const demoPage = { origin: 'http://127.0.0.1:8080' };
    expect((await h.call('POST', '/api/events', { body: fromDemoPage, headers: demoPage })).status).toBe(202);
    const answer = await h.call('GET', `/console/api/funnel?${range}&module=popup`, {
      headers: marketing.read,
    });
    expect(answer.status).toBe(200);
    const listed = await listAll(`${range}&module=popup`);
    expect(answer.body.data).toEqual({
      from: '2026-06-01',
      to: '2026-06-03',
      exposure: 9,
      open: 4,
      submit: listed.length,
      verified: listed.filter((l) => l.mobile_verified).length,
      submit_events: 1,
    });
    const all = (await h.call('GET', `/console/api/funnel?${range}`, { headers: marketing.read })).body.data;
    expect(all).toMatchObject({ exposure: 11, open: 5 });
    expect(all.submit).toBe((await listAll(range)).length);
    // By partner: the partner's events, and the partner's leads as the inbox lists them.
    const demo = (
      await h.call('GET', `/console/api/funnel?${range}&partner=demo`, { headers: marketing.read })
    ).body.data;
    expect(demo).toMatchObject({
      exposure: 1,
      open: 1,
      submit: (await listAll(`${range}&partner=demo`)).length,
    });
    // Outside the range nothing counts.
    const before = (
      await h.call('GET', '/console/api/funnel?from=2026-05-01&to=2026-05-31', { headers: marketing.read })
    ).body.data;
    expect(before).toMatchObject({ exposure: 0, open: 0 });
  });

  it('a range backwards or longer than 366 days is a 422', async () => {
    for (const query of [
      'from=2026-06-03&to=2026-06-01',
      'from=2025-01-01&to=2026-06-01',
      'from=2026-6-1&to=2026-06-02',
      'from=0000-01-01&to=0000-01-02',
      'from=9999-12-31&to=9999-12-31',
    ]) {
      const answer = await h.call('GET', `/console/api/attribution?${query}&group=partner`, {
        headers: marketing.read,
      });
      expect(answer.status, query).toBe(422);
    }
  });
});
