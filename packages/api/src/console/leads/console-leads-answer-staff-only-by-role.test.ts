/**
 * The console's lead API answers staff only, by role: 401 without a staff session (a member's
 * token is none), 403 for a role without the permission, 403 for a mutation from another origin,
 * no CORS header for a partner origin. Marketing sees mobiles and addresses masked (list, detail,
 * CSV); support and admin see them in full in the detail; the list masks them for everyone.
 * Every view of a lead, search by mobile, export and change is in the audit log, and no mobile is.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from './staff-for-tests.ts';

describe.each(DATABASE_LANES)('console lead API roles, masking and audit on %s', (lane) => {
  let h: TestHarness;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let marketing: Awaited<ReturnType<typeof signedInStaff>>;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  let quoteId: number;
  const mobile = '0933123456';

  beforeAll(async () => {
    h = await createHarness({ lane });
    admin = await signedInStaff(h, 'admin', 'admin@example.com');
    marketing = await signedInStaff(h, 'marketing', 'marketing@example.com');
    support = await signedInStaff(h, 'support', 'support@example.com');
    editor = await signedInStaff(h, 'editor', 'editor@example.com');
    const quote = await h.call('POST', '/hyperf/valuation/v3/submit', {
      headers: {
        origin: 'http://127.0.0.1:8080',
        referer: 'http://127.0.0.1:8080/landing/spring?utm_source=line',
        'x-forwarded-for': '203.0.113.77',
      },
      body: {
        region_id: 8,
        size: 30,
        mobile,
        accepted: 1,
        notice_version: '2026-11',
        module: 'landing_quote',
        utm: { source: 'line', campaign: 'spring' },
      },
    });
    expect(quote.status).toBe(200);
    quoteId = quote.body.data.id;
  });
  afterAll(() => h.close());

  const lastAudit = async (action: string) =>
    (
      await h.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('without a staff session every console lead call is 401, a member token included', async () => {
    const token = await h.login('0933000001');
    for (const [method, path] of [
      ['GET', '/console/api/leads'],
      ['GET', '/console/api/leads.csv'],
      ['GET', `/console/api/leads/basic/${quoteId}`],
      ['GET', '/console/api/attribution?from=2026-01-01&to=2026-01-31&group=partner'],
      ['GET', '/console/api/funnel?from=2026-01-01&to=2026-01-31'],
    ] as const) {
      expect((await h.call(method, path)).status, path).toBe(401);
      expect((await h.call(method, path, { token })).status, `${path} with a member token`).toBe(401);
    }
  });

  it('roles: an editor reads no leads; support cannot export or read attribution; marketing can', async () => {
    expect((await h.call('GET', '/console/api/leads', { headers: editor.read })).status).toBe(403);
    expect((await h.call('GET', '/console/api/leads', { headers: support.read })).status).toBe(200);
    expect((await h.call('GET', '/console/api/leads.csv', { headers: support.read })).status).toBe(403);
    const range = 'from=2026-01-01&to=2026-01-31';
    expect(
      (await h.call('GET', `/console/api/attribution?${range}&group=partner`, { headers: support.read }))
        .status,
    ).toBe(403);
    expect((await h.call('GET', `/console/api/funnel?${range}`, { headers: support.read })).status).toBe(403);
    expect(
      (await h.call('GET', `/console/api/attribution?${range}&group=partner`, { headers: marketing.read }))
        .status,
    ).toBe(200);
    expect(
      (await h.call('GET', '/console/api/leads.csv', { headers: marketing.read, unchecked: true })).status,
    ).toBe(200);
  });

  it('a mutation from another origin, or with none, is 403 and changes nothing', async () => {
    for (const origin of ['http://127.0.0.1:8080', undefined]) {
      const headers: Record<string, string> = { cookie: support.read.cookie };
      if (origin) headers.origin = origin;
      const answer = await h.call('PATCH', `/console/api/leads/basic/${quoteId}`, {
        headers,
        body: { status: 'spam' },
      });
      expect(answer.status).toBe(403);
    }
    const lead = await h.call('GET', `/console/api/leads/basic/${quoteId}`, { headers: support.read });
    expect(lead.body.data.lead.status).toBe('new');
  });

  it('no CORS header answers a partner origin on /console/api', async () => {
    const answer = await h.call('GET', '/console/api/leads', {
      headers: { ...admin.read, origin: 'http://127.0.0.1:8080' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('the list masks mobiles for every role', async () => {
    for (const staff of [admin, support, marketing]) {
      const answer = await h.call('GET', '/console/api/leads?kind=basic', { headers: staff.read });
      const row = answer.body.data.items.find((r: { id: number }) => r.id === quoteId);
      expect(row).toMatchObject({ mobile: '0933***456', mobile_masked: true, kind: 'basic' });
    }
  });

  it('the detail shows support everything stored (consent with notice version, time, address; page, partner, UTM), and is audited', async () => {
    const answer = await h.call('GET', `/console/api/leads/basic/${quoteId}`, { headers: support.read });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.lead).toMatchObject({
      mobile,
      mobile_masked: false,
      partner_key: 'demo',
      module: 'landing_quote',
      region_id: 8,
      page: 'http://127.0.0.1:8080/landing/spring',
      utm_source: 'line',
      utm_campaign: 'spring',
    });
    expect(data.consent).toMatchObject({
      notice_version: '2026-11',
      client_ip: '203.0.113.77',
      accepted_at: expect.any(String),
    });
    expect(data.record).toMatchObject({
      mobile,
      client_ip: '203.0.113.77',
      // Never the page's query (docs/spec/leads-and-security.md#lead-attribution).
      origin_page: 'http://127.0.0.1:8080/landing/spring',
    });
    expect(data.record).not.toHaveProperty('dedupe_key');
    expect(data.utm).toEqual({ source: 'line', campaign: 'spring' });
    const row = await lastAudit('lead.view');
    expect(row).toMatchObject({ subjectType: 'lead', subjectId: `basic:${quoteId}`, role: 'support' });
    expect(row!.details).toEqual({ mobiles_in_full: true });
  });

  it('the detail masks the mobile and drops the address for marketing', async () => {
    const data = (await h.call('GET', `/console/api/leads/basic/${quoteId}`, { headers: marketing.read }))
      .body.data;
    expect(data.lead.mobile).toBe('0933***456');
    expect(data.record.mobile).toBe('0933***456');
    expect(data.record.client_ip).toBeNull();
    expect(data.consent.client_ip).toBeNull();
    expect(JSON.stringify(data)).not.toContain(mobile);
    expect((await lastAudit('lead.view'))!.details).toEqual({ mobiles_in_full: false });
  });

  it('the CSV holds the mobile in full for admin and masked for marketing; each export is audited', async () => {
    const full = await h.app.request('/console/api/leads.csv?kind=basic', { headers: admin.read });
    expect(full.status).toBe(200);
    expect(await full.text()).toContain(mobile);
    expect((await lastAudit('leads.export'))!.details).toMatchObject({
      mobiles_in_full: true,
      filters: { kind: 'basic' },
    });
    const masked = await h.app.request('/console/api/leads.csv?kind=basic', { headers: marketing.read });
    const text = await masked.text();
    expect(text).toContain('0933***456');
    expect(text).not.toContain(mobile);
    expect((await lastAudit('leads.export'))!).toMatchObject({
      role: 'marketing',
      details: { mobiles_in_full: false },
    });
  });

  it('a search by mobile is audited without the number', async () => {
    const answer = await h.call('GET', `/console/api/leads?mobile=${mobile}`, { headers: support.read });
    expect(answer.body.data.items.map((r: { id: number }) => r.id)).toEqual([quoteId]);
    const row = await lastAudit('lead.search');
    expect(row!.details).toMatchObject({ results: 1 });
    expect(JSON.stringify(row)).not.toContain('123456');
    // Nor is it in the request log (the query string is never logged).
    expect(h.logs.length).toBeGreaterThan(0);
    expect(h.logs.join('\n')).not.toContain(mobile);
  });

  it('status changes and notes are audited (the note without its words)', async () => {
    const moved = await h.call('PATCH', `/console/api/leads/basic/${quoteId}`, {
      headers: support.write,
      body: { status: 'contacted', assignee_id: support.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'contacted', assignee_id: support.id });
    const update = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.update'), eq(auditLog.subjectId, `basic:${quoteId}`)));
    expect(update.at(-1)!.details).toEqual({
      status: { from: 'new', to: 'contacted' },
      assignee: { from: null, to: support.id },
    });
    const note = await h.call('POST', `/console/api/leads/basic/${quoteId}/notes`, {
      headers: support.write,
      body: { body: '已來電，週五回覆' },
    });
    expect(note.status).toBe(201);
    const row = await lastAudit('lead.note');
    expect(row).toMatchObject({ subjectId: `basic:${quoteId}`, details: { note_id: note.body.data.id } });
    expect(JSON.stringify(row)).not.toContain('週五');
  });
});
