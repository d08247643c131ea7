/**
 * Rule (docs/spec/company-side.md#accounts, #console): a design company applies from
 * /designer/recruit — a 統一編號 failing the checksum, a missing consent or a city not on the list
 * is refused with its field's zh-TW message; a retry with the same Idempotency-Key files nothing
 * new; a network files only a few in ten minutes (429). The console's verification queue lists
 * the open application (the mobile masked); approving it creates the company as a draft with the
 * application's name, 統一編號, licence and city and invites the applicant's mobile as its owner
 * by SMS (once: a second decision is a 409) — an admin's decision, as putting someone into a
 * company is (an editor's approval is a 403 and changes nothing); rejecting closes it.
 */
import { companyApplicationMessages as m } from '@renovo/core/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../console/leads/staff-for-tests.ts';
import { smsMessages } from '../../db/schema.ts';
import { companyApplications, companyInvites } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

const APPLICANT = '0912700001';

const application = (overrides: Record<string, unknown> = {}) => ({
  company_name: '申請測試室內設計有限公司',
  tax_id: '04595257',
  contact_name: '林小姐',
  mobile: APPLICANT,
  email: 'apply@example.com',
  region_id: 3,
  licence_no: '室內裝修業登記證 第 0099 號',
  licence_expires_on: '2031-06-30',
  note: '',
  consent: true,
  ...overrides,
});

describe('a company applies and staff approve it into a draft company', () => {
  let h: TestHarness;
  let editor: Record<string, string>;
  let admin: Record<string, string>;
  let applicationId: number;
  const apply = (body: unknown, headers: Record<string, string> = {}) =>
    h.call('POST', '/api/company-applications', {
      body,
      headers: { 'x-forwarded-for': '203.0.113.50', ...headers },
    });

  beforeAll(async () => {
    h = await createHarness();
    editor = (await signedInStaff(h, 'editor', 'applications-editor@example.com')).write;
    admin = (await signedInStaff(h, 'admin', 'applications-admin@example.com')).write;
  });
  afterAll(() => h.close());

  it('refuses a bad 統一編號, a city off the list and a missing consent, each with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tax_id: '04595258' }, m.taxIdInvalid],
      [{ region_id: 99 }, m.regionRequired],
      [{ consent: false }, m.consentRequired],
      [{ company_name: '  ' }, m.companyNameRequired],
    ];
    for (const [overrides, message] of cases) {
      const refused = await apply(application(overrides), { 'x-forwarded-for': '203.0.113.51' });
      expect(refused.status, message).toBe(422);
      expect(JSON.stringify(refused.body), message).toContain(message);
    }
    expect(await h.db.select().from(companyApplications)).toEqual([]);
  });

  it('files one application; a retry with the same Idempotency-Key files nothing new', async () => {
    const key = { 'idempotency-key': 'apply-once-1' };
    // The note holds the applicant's number as people write it.
    const first = await apply(application({ note: '請打 0912-700-001 找我' }), key);
    expect(first.status).toBe(201);
    const again = await apply(application({ note: '請打 0912-700-001 找我' }), key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    applicationId = first.body.data.id;
    expect(await h.db.select().from(companyApplications)).toHaveLength(1);
  });

  it('a network files only a few in ten minutes (429 with Retry-After)', async () => {
    const from = { 'x-forwarded-for': '203.0.113.60' };
    const names = ['甲', '乙', '丙', '丁'].map((n) => `限流測試${n}設計`);
    const answers = [];
    for (const name of names) answers.push(await apply(application({ company_name: name }), from));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.body.message).toBe(m.tooManyFromAddress);
    expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the queue lists the open application with the mobile masked (in the note too); only editors and admins see it', async () => {
    const support = (await signedInStaff(h, 'support', 'applications-support@example.com')).read;
    expect((await h.call('GET', '/console/api/company-applications', { headers: support })).status).toBe(403);
    const queue = await h.call('GET', '/console/api/company-applications', { headers: editor });
    expect(queue.status).toBe(200);
    const row = queue.body.data.applications.find((a: { id: number }) => a.id === applicationId);
    expect(row).toMatchObject({ mobile: '0912***001', tax_id_valid: true, region: '新北市', status: 'open' });
    expect(JSON.stringify(queue.body)).not.toContain(APPLICANT);
    // A number written into the note is masked as the mobile is.
    expect(row.note).not.toContain('0912-700-001');
    expect(row.note).toContain('請打');
  });

  it('approving creates a draft company from it and invites the applicant as its owner, once', async () => {
    const byEditor = await h.call('POST', `/console/api/company-applications/${applicationId}/approve`, {
      headers: editor,
    });
    expect(byEditor.status).toBe(403);
    expect(await h.db.select().from(companyInvites)).toEqual([]);
    const approved = await h.call('POST', `/console/api/company-applications/${applicationId}/approve`, {
      headers: admin,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.sms).toBe('sent');
    const companyId = approved.body.data.company_id;
    const [company] = await h.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({
      name: '申請測試室內設計有限公司',
      taxId: '04595257',
      licenceNo: '室內裝修業登記證 第 0099 號',
      licenceExpiresOn: '2031-06-30',
      regionId: 3,
      status: 'draft',
      verified: false,
      // The application asks neither: left for the company to say, never invented.
      foundedYear: null,
      teamSize: null,
    });
    const [stored] = await h.db
      .select()
      .from(companyApplications)
      .where(eq(companyApplications.id, applicationId));
    expect(stored).toMatchObject({ status: 'approved', companyId });
    const invites = await h.db.select().from(companyInvites).where(eq(companyInvites.companyId, companyId));
    expect(invites.map((i) => [i.mobile, i.role])).toEqual([[APPLICANT, 'owner']]);
    const [sms] = await h.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.mobile, APPLICANT))
      .orderBy(desc(smsMessages.id));
    expect(sms?.body).toContain('申請測試室內設計有限公司');
    const token = /invite=([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1] ?? '';

    const twice = await h.call('POST', `/console/api/company-applications/${applicationId}/approve`, {
      headers: admin,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(m.alreadyDecided);

    // The applicant, signed in with that mobile, takes the invitation and owns the company.
    const member = await h.login(APPLICANT);
    const taken = await h.call('POST', '/v1/company/invites/accept', { token: member, body: { token } });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toEqual({
      company: { id: companyId, name: '申請測試室內設計有限公司' },
      role: 'owner',
    });
  });

  it('rejecting closes an open application; it leaves the queue and cannot be decided again', async () => {
    const queue = await h.call('GET', '/console/api/company-applications', { headers: editor });
    const open = queue.body.data.applications[0];
    const rejected = await h.call('POST', `/console/api/company-applications/${open.id}/reject`, {
      headers: editor,
    });
    expect(rejected.status).toBe(200);
    const after = await h.call('GET', '/console/api/company-applications', { headers: editor });
    expect(after.body.data.applications.map((a: { id: number }) => a.id)).not.toContain(open.id);
    const again = await h.call('POST', `/console/api/company-applications/${open.id}/approve`, {
      headers: admin,
    });
    expect(again.status).toBe(409);
    const missing = await h.call('POST', '/console/api/company-applications/999999/reject', {
      headers: editor,
    });
    expect(missing.status).toBe(404);
  });
});
