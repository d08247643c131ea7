/**
 * The attribution figures are the lead table's: leads per Taiwan day per partner, module, landing
 * page and UTM source/campaign sum to the leads the inbox lists for the same range and filters,
 * and so do each group's and the whole previous period's (as many days, ending the day before);
 * a partner key is named by its partner. The funnel's submits and verified are the inbox's counts,
 * its exposures and opens the quote widgets' funnel events (core's QUOTE_FUNNEL), by range, module
 * and partner, in the range and in the previous period, and its rates are those counts divided.
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

const GROUPS = ['partner', 'module', 'landing', 'utm_source', 'utm_campaign'] as const;

describe.each(DATABASE_LANES)('attribution and the lead table on %s', (lane) => {
  let h: TestHarness;
  let marketing: Awaited<ReturnType<typeof signedInStaff>>;
  let partnerKey: string;
  const range = 'from=2026-06-01&to=2026-06-03';
  /** The three days before 1–3 June. */
  const previousRange = 'from=2026-05-29&to=2026-05-31';

  beforeAll(async () => {
    h = await createHarness({ lane });
    marketing = await signedInStaff(h, 'marketing', 'marketing@example.com');
    const created = await h.call('POST', '/console/api/partners', {
      headers: marketing.write,
      body: { name: '好室設計', origins: ['https://partner.example'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    partnerKey = created.body.data.key;
    const kinds = ['basic', 'community', 'consult', 'authorize', 'order'] as const;
    await writeLeads(
      h.db,
      Array.from({ length: 40 }, (_, i) => ({
        kind: kinds[i % 5]!,
        // From 2026-05-31 20:00 UTC (06-01 04:00 Taiwan) every 2 hours: days 06-01 … 06-04 Taiwan.
        at: new Date(Date.parse('2026-05-31T20:00:00Z') + i * 2 * 3600 * 1000),
        mobile: `0913${String(100000 + i)}`,
        partnerKey: i % 3 === 0 ? 'demo' : i % 3 === 1 ? partnerKey : null,
        module: i % 2 ? 'popup' : 'inline',
        page: `https://site.example/land/${i % 4}?utm_source=x`,
        utm: { source: i % 2 ? 'line' : 'fb', campaign: i % 5 ? 'spring' : undefined },
        verified: i % 4 === 0,
      })),
    );
    // The previous period: from 05-29 01:00 Taiwan every 5 hours (to 05-31 18:00), and one lead at
    // 05-28 23:59 Taiwan, a minute before it starts.
    await writeLeads(h.db, [
      ...Array.from({ length: 14 }, (_, i) => ({
        kind: kinds[i % 5]!,
        at: new Date(Date.parse('2026-05-28T17:00:00Z') + i * 5 * 3600 * 1000),
        mobile: `0914${String(100000 + i)}`,
        partnerKey: i % 2 ? partnerKey : null,
        module: i % 3 ? 'popup' : 'sidebar',
        page: `https://site.example/land/${i % 5}`,
        utm: { source: i % 2 ? 'line' : 'google' },
        verified: i % 3 === 0,
      })),
      { kind: 'basic' as const, at: new Date('2026-05-28T15:59:00Z'), partnerKey, module: 'popup' },
    ]);
  });
  afterAll(() => h.close());

  async function listAll(query: string) {
    const items: {
      partner_key: string | null;
      module: string | null;
      page: string | null;
      utm_source: string | null;
      utm_campaign: string | null;
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

  /** Each group's leads among the listed ones, by the lead item's field of the group. */
  function countBy(listed: Awaited<ReturnType<typeof listAll>>, group: (typeof GROUPS)[number]) {
    const field = ({ partner: 'partner_key', module: 'module', landing: 'page' } as const)[
      group as 'partner' | 'module' | 'landing'
    ];
    const counts = new Map<string | null, number>();
    for (const item of listed) {
      const key = field ? item[field] : item[group as 'utm_source' | 'utm_campaign'];
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  it('leads per day per group sum to the inbox list of the same range, group by group', async () => {
    const listed = await listAll(range);
    expect(listed.length).toBeGreaterThan(20);
    for (const group of GROUPS) {
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
    expect(
      landing.totals
        .filter((t: { leads: number }) => t.leads > 0)
        .map((t: { key: string }) => t.key)
        .sort(),
    ).toEqual([0, 1, 2, 3].map((n) => `https://site.example/land/${n}`));
    // Per day: the inbox's list of that one day.
    for (const day of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      const ofDay = byPartner.days
        .filter((d: { day: string }) => d.day === day)
        .reduce((n: number, d: { leads: number }) => n + d.leads, 0);
      expect(ofDay, day).toBe((await listAll(`from=${day}&to=${day}`)).length);
    }
  });

  it('each group and the whole are compared with the previous period, and both are the inbox’s counts', async () => {
    const listed = await listAll(range);
    const listedBefore = await listAll(previousRange);
    expect(listedBefore.length).toBe(14);
    for (const group of GROUPS) {
      const data = (
        await h.call('GET', `/console/api/attribution?${range}&group=${group}`, { headers: marketing.read })
      ).body.data;
      expect(data.previous, group).toEqual({ from: '2026-05-29', to: '2026-05-31', total: 14 });
      const now = countBy(listed, group);
      const before = countBy(listedBefore, group);
      // Every group of either period, once, with its count in each (0 where it had none).
      expect(data.totals.map((t: { key: string | null }) => t.key).sort(), group).toEqual(
        [...new Set([...now.keys(), ...before.keys()])].sort(),
      );
      for (const total of data.totals) {
        expect(total.leads, `${group} ${total.key}`).toBe(now.get(total.key) ?? 0);
        expect(total.previous, `${group} ${total.key}`).toBe(before.get(total.key) ?? 0);
      }
    }
    // Filtered by a partner: both periods are the inbox's list of that partner.
    const ofPartner = (
      await h.call('GET', `/console/api/attribution?${range}&group=module&partner=${partnerKey}`, {
        headers: marketing.read,
      })
    ).body.data;
    expect(ofPartner.total).toBe((await listAll(`${range}&partner=${partnerKey}`)).length);
    expect(ofPartner.previous.total).toBe((await listAll(`${previousRange}&partner=${partnerKey}`)).length);
  });

  it('a partner key is named by its partner; the site’s own leads (no key) and other groups have no name', async () => {
    const byPartner = (
      await h.call('GET', `/console/api/attribution?${range}&group=partner`, { headers: marketing.read })
    ).body.data;
    const named = Object.fromEntries(
      byPartner.totals.map((t: { key: string | null; name: string | null }) => [String(t.key), t.name]),
    );
    expect(named[partnerKey]).toBe('好室設計');
    expect(named.null).toBeNull();
    const lookups = (await h.call('GET', '/console/api/inbox-lookups', { headers: marketing.read })).body
      .data;
    expect(named.demo).toBe(lookups.partners.find((p: { key: string }) => p.key === 'demo')?.name ?? null);
    const byModule = (
      await h.call('GET', `/console/api/attribution?${range}&group=module`, { headers: marketing.read })
    ).body.data;
    expect(byModule.totals.every((t: { name: string | null }) => t.name === null)).toBe(true);
  });

  it("the funnel counts submits and verified as the inbox does, and exposures and opens from the widgets' events", async () => {
    const at = Date.parse('2026-06-02T04:00:00Z');
    h.clock.set(new Date(at));
    /** A quote widget's funnel step as core's quoteFunnelEvent shapes it (label = module). */
    const step = (step: 'exposure' | 'open', module: string, partner?: string, ts = at) => ({
      ...quoteFunnelStepEvent(step, module),
      ts,
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
    // The previous period's events (30 May, Taiwan): 5 exposures and 2 opens of the popup.
    const earlier = Date.parse('2026-05-30T04:00:00Z');
    h.clock.set(new Date(earlier));
    const before = [
      ...Array.from({ length: 5 }, () => step('exposure', 'popup', undefined, earlier)),
      ...Array.from({ length: 2 }, () => step('open', 'popup', undefined, earlier)),
    ];
    expect((await h.call('POST', '/api/events', { body: before })).status).toBe(202);
    h.clock.set(new Date(at));

    const answer = await h.call('GET', `/console/api/funnel?${range}&module=popup`, {
      headers: marketing.read,
    });
    expect(answer.status).toBe(200);
    const listed = await listAll(`${range}&module=popup`);
    const verified = listed.filter((l) => l.mobile_verified).length;
    const listedBefore = await listAll(`${previousRange}&module=popup`);
    const verifiedBefore = listedBefore.filter((l) => l.mobile_verified).length;
    expect(answer.body.data).toEqual({
      from: '2026-06-01',
      to: '2026-06-03',
      exposure: 9,
      open: 4,
      submit: listed.length,
      verified,
      submit_events: 1,
      rates: {
        open: 4 / 9,
        submit: listed.length / 4,
        verified: verified / listed.length,
        overall: verified / 9,
      },
      previous: {
        from: '2026-05-29',
        to: '2026-05-31',
        exposure: 5,
        open: 2,
        submit: listedBefore.length,
        verified: verifiedBefore,
        submit_events: 0,
        rates: {
          open: 2 / 5,
          submit: listedBefore.length / 2,
          verified: verifiedBefore / listedBefore.length,
          overall: verifiedBefore / 5,
        },
      },
    });
    const all = (await h.call('GET', `/console/api/funnel?${range}`, { headers: marketing.read })).body.data;
    expect(all).toMatchObject({ exposure: 11, open: 5 });
    expect(all.submit).toBe((await listAll(range)).length);
    expect(all.previous.submit).toBe((await listAll(previousRange)).length);
    // By partner: the partner's events, and the partner's leads as the inbox lists them.
    const demo = (
      await h.call('GET', `/console/api/funnel?${range}&partner=demo`, { headers: marketing.read })
    ).body.data;
    expect(demo).toMatchObject({
      exposure: 1,
      open: 1,
      submit: (await listAll(`${range}&partner=demo`)).length,
      previous: { exposure: 0, open: 0, submit: (await listAll(`${previousRange}&partner=demo`)).length },
    });
    // Outside the range nothing counts, and a step after one that counted nothing has no rate.
    const empty = (
      await h.call('GET', '/console/api/funnel?from=2026-04-01&to=2026-04-30', { headers: marketing.read })
    ).body.data;
    expect(empty).toMatchObject({ exposure: 0, open: 0, submit: 0, verified: 0 });
    expect(empty.rates).toEqual({ open: null, submit: null, verified: null, overall: null });
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
