/**
 * One community edited by hand (docs/spec/console.md#community-import): an editor finds an
 * imported community by name, saves it with another name, district and layouts, and the
 * community quote then finds it with those layouts; a district of another city, a bad count or
 * area, no layouts, another community's name and address, each get their zh-TW reason and change
 * nothing; only editors and admins may edit; the save is audited.
 */
import { communityImportMessages as m } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const CSV = [
  'name,address,region_id,district,rooms,halls,baths,building_area',
  '青山綠苑,臺北市信義區松仁路1號,1,信義區,3,2,2,35.5',
  '海景大樓,臺北市大安區和平東路2號,1,大安區,2,1,1,22',
].join('\n');

describe.each(DATABASE_LANES)('editing a community by hand on %s', (lane) => {
  let h: TestHarness;
  let editor: SignedInStaff;
  let support: SignedInStaff;
  let id: number;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    editor = await signedInStaff(h, 'editor', 'community-editor@example.com');
    support = await signedInStaff(h, 'support', 'community-support@example.com');
    const res = await h.call('POST', '/console/api/communities/import', {
      body: CSV,
      headers: asStaff(editor, { 'content-type': 'text/csv' }),
    });
    expect(res.status).toBe(200);
    const found = await h.call('GET', `/console/api/communities?q=${encodeURIComponent('青山')}`, {
      headers: asStaff(editor),
    });
    id = found.body.data[0].id;
  });
  afterAll(() => h.close());

  const save = (body: unknown, staff = editor) =>
    h.call('PUT', `/console/api/communities/${id}`, { body, headers: asStaff(staff) });
  const edit = {
    name: '青山綠苑二期',
    address: '臺北市信義區松仁路1號',
    region_id: 1,
    district: '信義區',
    housing_type: 0,
    layouts: [
      { rooms: 3, halls: 2, baths: 2, building_areas: [35.5, 38] },
      { rooms: 4, halls: 2, baths: 2, building_areas: [48.25] },
    ],
  };

  it('finds the community by name with its district and layouts', async () => {
    const one = await h.call('GET', `/console/api/communities/${id}`, { headers: asStaff(editor) });
    expect(one.body.data).toMatchObject({
      name: '青山綠苑',
      district: '信義區',
      layouts: [{ rooms: 3, halls: 2, baths: 2, building_areas: [35.5] }],
    });
  });

  it('a saved edit is what the community quote finds, and it is audited', async () => {
    const res = await save(edit);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.layouts).toHaveLength(2);
    const quote = await h.call(
      'GET',
      `/hyperf/valuation/communities?regionId=1&keyword=${encodeURIComponent('二期')}`,
    );
    expect(JSON.stringify(quote.body)).toContain('青山綠苑二期');
    const layouts = await h.call('GET', `/hyperf/valuation/community_layouts?community_id=${id}`);
    expect(JSON.stringify(layouts.body)).toContain('48.25');
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'community.update'), eq(auditLog.subjectId, String(id))));
    expect(audit).toHaveLength(1);
  });

  it('bad input gets its zh-TW reason and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...edit, district: '板橋區' }, m.district],
      [{ ...edit, region_id: 998 }, m.region],
      [{ ...edit, layouts: [] }, m.layoutsNeeded],
      [{ ...edit, layouts: [{ rooms: 21, halls: 1, baths: 1, building_areas: [20] }] }, m.rooms],
      [{ ...edit, layouts: [{ rooms: 2, halls: 1, baths: 1, building_areas: [20.123] }] }, m.area],
      [{ ...edit, housing_type: 999 }, m.housingType],
      [{ ...edit, name: '海景大樓', address: '臺北市大安區和平東路2號' }, m.sameNameAndAddress],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.status, message).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toBe(message);
    }
    const one = await h.call('GET', `/console/api/communities/${id}`, { headers: asStaff(editor) });
    expect(one.body.data.name).toBe('青山綠苑二期');
    expect(one.body.data.layouts).toHaveLength(2);
  });

  it('only editors and admins edit communities (support gets 403)', async () => {
    expect((await save(edit, support)).status).toBe(403);
    expect((await h.call('GET', '/console/api/communities?q=x', { headers: asStaff(support) })).status).toBe(
      403,
    );
  });
});
