/**
 * Rule (docs/spec/company-side.md#centre): a member reads and changes only their own company's
 * profile — the fields a member may write, each refused in zh-TW when bad and the row left as it
 * was; name, tax id and licence stay the staff's (ignored); a logo must be one of the company's
 * own uploads; a signed-in user of no company gets 403 此帳號尚未加入設計公司; the answers are
 * `private, no-store`.
 */
import { messages } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMedia } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { readyPhoto } from '../../testing/console-content-for-tests.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { insertCompany, memberOf } from './centre-for-tests.ts';

const m = messages.companyCentre;

describe.each(DATABASE_LANES)('a member edits only their own company on %s', (lane) => {
  let h: TestHarness;
  let ours: number;
  let theirs: number;
  let owner: string;
  let staff: string;
  let outsider: string;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    ours = await insertCompany(h, '自家設計', { taxId: '04595257' });
    theirs = await insertCompany(h, '別家設計');
    owner = (await memberOf(h, ours, '0912000001', 'owner')).token;
    staff = (await memberOf(h, ours, '0912000002', 'staff')).token;
    await memberOf(h, theirs, '0912000003', 'owner');
    outsider = await h.login('0912000004');
  });
  afterAll(() => h.close());

  const row = async (id: number) => (await h.db.select().from(companies).where(eq(companies.id, id)))[0]!;

  it('reads its company with its level, label and the member role, never cached', async () => {
    const res = await h.call('GET', '/v1/company/profile', { token: staff });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.data).toMatchObject({
      id: ours,
      name: '自家設計',
      role: 'staff',
      verification_level: 'tax_id',
      verification_label: messages.companySide.verificationLevels.tax_id,
      monthly_capacity: 20,
      paused: false,
    });
  });

  it('a user of no company is told so (403) and nobody signed out gets in (401)', async () => {
    const res = await h.call('GET', '/v1/company/profile', { token: outsider });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.companySide.notMember);
    expect(
      (await h.call('PUT', '/v1/company/profile', { token: outsider, body: { intro: 'x' } })).status,
    ).toBe(403);
    expect((await h.call('GET', '/v1/company/profile')).status).toBe(401);
  });

  it('owners and staff change the fields a member may write; the other company is untouched', async () => {
    const before = await row(theirs);
    const res = await h.call('PUT', '/v1/company/profile', {
      token: staff,
      body: {
        intro: '十年老屋翻新經驗',
        served_region_ids: [1, 2],
        style_ids: [1],
        price_min_wan: 80,
        price_max_wan: 300,
        team_size: 8,
        size_min_ping: 20,
        size_max_ping: 60,
        monthly_capacity: 12,
        paused: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ intro: '十年老屋翻新經驗', monthly_capacity: 12, paused: true });
    const after = await row(ours);
    expect(after).toMatchObject({ sizeMinPing: 20, sizeMaxPing: 60, priceMaxWan: 300, teamSize: 8 });
    expect(await row(theirs)).toEqual(before);
  });

  it('name, tax id and licence are not a member’s to write: they are ignored', async () => {
    const res = await h.call('PUT', '/v1/company/profile', {
      token: owner,
      body: { name: '改名設計', tax_id: '12345678', licence_no: 'X', intro: '只改簡介' },
    });
    expect(res.status).toBe(200);
    expect(await row(ours)).toMatchObject({
      name: '自家設計',
      taxId: '04595257',
      licenceNo: '',
      intro: '只改簡介',
    });
  });

  it.each([
    [{ monthly_capacity: 501 }, m.badCapacity],
    [{ monthly_capacity: -1 }, m.badCapacity],
    [{ size_min_ping: 0 }, m.badSize],
    [{ size_min_ping: 50, size_max_ping: 10 }, m.badSizeOrder],
    [{ size_min_ping: 70 }, m.badSizeOrder],
    [{ price_min_wan: 500 }, messages.consoleCompanies.badBudget],
    [{ region_id: 99 }, messages.consoleCompanies.badRegion],
  ])('refuses %j in zh-TW and changes nothing', async (body, message) => {
    const before = await row(ours);
    const res = await h.call('PUT', '/v1/company/profile', { token: owner, body });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await row(ours)).toEqual(before);
  });

  it('a logo must be the company’s own upload', async () => {
    const foreign = await readyPhoto(h, 'foreign-logo');
    await h.db.insert(companyMedia).values({ mediaId: foreign, companyId: theirs });
    const refused = await h.call('PUT', '/v1/company/profile', {
      token: owner,
      body: { logo_media_id: foreign },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(m.logoNotYours);
    const own = await readyPhoto(h, 'own-logo');
    await h.db.insert(companyMedia).values({ mediaId: own, companyId: ours });
    const res = await h.call('PUT', '/v1/company/profile', { token: owner, body: { logo_media_id: own } });
    expect(res.status).toBe(200);
    expect(res.body.data.logo_media_id).toBe(own);
    expect(res.body.data.logo.sources.length).toBeGreaterThan(0);
    const read = await h.call('GET', `/v1/company/media/${foreign}`, { token: owner });
    expect(read.status).toBe(404);
  });
});
