/**
 * Rule (docs/spec/console.md#companies, #works): editors and admins (`content.manage`) create and
 * change companies and works — `POST` answers 201 `{data: {id}}` — and every change is in the
 * audit log; support and marketing staff get 403 on every write and read, a visitor 401. Bad
 * input is a 422 with the field's zh-TW message (a 統一編號 failing its checksum, a photo not in
 * the library), a taken name a 409, never a 5xx.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { companies, workImages } from '../../db/schema-content.ts';
import { companyBody, readyPhoto } from '../../testing/console-content-for-tests.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

describe.each(DATABASE_LANES)('console companies and works on %s', (lane) => {
  let h: TestHarness;
  let editor: Record<string, string>;
  let admin: Record<string, string>;
  let support: Record<string, string>;
  let marketing: Record<string, string>;

  beforeAll(async () => {
    h = await createHarness({ lane });
    editor = (await signedInStaff(h, 'editor', 'companies-editor@example.com')).write;
    admin = (await signedInStaff(h, 'admin', 'companies-admin@example.com')).write;
    support = (await signedInStaff(h, 'support', 'companies-support@example.com')).write;
    marketing = (await signedInStaff(h, 'marketing', 'companies-marketing@example.com')).write;
  });
  afterAll(() => h.close());

  it('an editor creates a company (201 {data: {id}}), a draft by default; it is audited', async () => {
    const logo = await readyPhoto(h, 'logo1');
    const created = await h.call('POST', '/console/api/companies', {
      headers: editor,
      body: companyBody('好宅設計', { logoMediaId: logo }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(Number) });
    const id = created.body.data.id;
    const read = await h.call('GET', `/console/api/companies/${id}`, { headers: editor });
    expect(read.body.data).toMatchObject({
      name: '好宅設計',
      status: 'draft',
      verified: false,
      taxId: '04595257',
      licenceStanding: 'valid',
      logoMediaId: logo,
      logo: { width: 1600, height: 1200 },
    });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'company'), eq(auditLog.subjectId, String(id))));
    expect(audit).toMatchObject({ action: 'company.create', role: 'editor' });
  });

  it('an admin changes a company (publish, verify); the change is audited', async () => {
    const created = await h.call('POST', '/console/api/companies', {
      headers: admin,
      body: companyBody('明亮室內裝修', { taxId: null }),
    });
    const id = created.body.data.id;
    const changed = await h.call('PATCH', `/console/api/companies/${id}`, {
      headers: admin,
      body: { status: 'published', verified: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'published', verified: true });
    const actions = (
      await h.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(id)))
        .orderBy(desc(auditLog.id))
    ).map((r) => r.action);
    expect(actions).toEqual(['company.publish', 'company.create']);
  });

  it('support and marketing get 403 on every company and work call; a visitor 401', async () => {
    const [any] = await h.db.select({ id: companies.id }).from(companies).limit(1);
    for (const headers of [support, marketing]) {
      const calls = [
        h.call('POST', '/console/api/companies', { headers, body: companyBody('不該建立', { taxId: null }) }),
        h.call('PATCH', `/console/api/companies/${any!.id}`, { headers, body: { verified: true } }),
        h.call('GET', '/console/api/companies', { headers }),
        h.call('POST', '/console/api/works', { headers, body: { title: 'x' } }),
        h.call('PATCH', '/console/api/works/1', { headers, body: { title: 'x' } }),
        h.call('GET', '/console/api/works', { headers }),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
    }
    expect((await h.call('GET', '/console/api/companies')).status).toBe(401);
    const [unchanged] = await h.db.select().from(companies).where(eq(companies.id, any!.id));
    expect(unchanged!.verified).toBe(false);
  });

  it('refuses a 統一編號 failing its checksum, a logo not in the library, a reversed budget (422, zh-TW)', async () => {
    const badTaxId = await h.call('POST', '/console/api/companies', {
      headers: editor,
      body: companyBody('檢查碼錯誤', { taxId: '04595258' }),
    });
    expect(badTaxId.status).toBe(422);
    expect(badTaxId.body.message).toBe('統一編號須為 8 位數字且通過檢查碼驗證，請再確認');
    const badLogo = await h.call('POST', '/console/api/companies', {
      headers: editor,
      body: companyBody('沒有商標', { taxId: null, logoMediaId: 999_999 }),
    });
    expect(badLogo.status).toBe(422);
    expect(badLogo.body.message).toBe('商標須是媒體庫中的照片');
    const [company] = await h.db.select({ id: companies.id }).from(companies).limit(1);
    const reversed = await h.call('PATCH', `/console/api/companies/${company!.id}`, {
      headers: editor,
      body: { priceMinWan: 99_999 },
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('預算下限不可高於上限');
  });

  it('answers 409 for a taken name or 統一編號', async () => {
    const name = await h.call('POST', '/console/api/companies', {
      headers: editor,
      body: companyBody('好宅設計', { taxId: null }),
    });
    expect(name.status).toBe(409);
    expect(name.body.message).toBe('已有同名的設計公司');
    const taxId = await h.call('POST', '/console/api/companies', {
      headers: editor,
      body: companyBody('另一家公司', { taxId: '04595257' }),
    });
    expect(taxId.status).toBe(409);
    expect(taxId.body.message).toBe('已有公司使用這個統一編號');
  });

  it('an editor creates a work with photos by space (201 {data: {id}}); rows keep the media id, grouped by space', async () => {
    const company = (
      await h.call('POST', '/console/api/companies', {
        headers: editor,
        body: companyBody('作品測試設計', { taxId: null }),
      })
    ).body.data.id;
    const [a, b, c] = [await readyPhoto(h, 'p1'), await readyPhoto(h, 'p2'), await readyPhoto(h, 'p3')];
    const created = await h.call('POST', '/console/api/works', {
      headers: editor,
      body: {
        companyId: company,
        title: '信義區 30 坪北歐宅',
        styleId: 12,
        housingType: 6,
        areaPing: 30,
        room: 3,
        hall: 2,
        bath: 2,
        budgetWan: 180,
        regionId: 1,
        designer: '林設計師',
        photos: [
          { mediaId: a, spaceId: 1, caption: '客廳全景', alt: '淺木色客廳' },
          { mediaId: b, spaceId: 5, caption: '', alt: '白色廚房' },
          { mediaId: c, spaceId: 1, caption: '電視牆', alt: '客廳電視牆' },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(Number) });
    const rows = await h.db
      .select()
      .from(workImages)
      .where(eq(workImages.workId, created.body.data.id))
      .orderBy(workImages.position);
    expect(rows.map((r) => [r.mediaId, r.spaceId, r.label])).toEqual([
      [a, 1, '客廳'],
      [c, 1, '客廳'],
      [b, 5, '廚房'],
    ]);
    const read = await h.call('GET', `/console/api/works/${created.body.data.id}`, { headers: editor });
    expect(read.body.data).toMatchObject({ status: 'draft', coverMediaId: a, photoCount: 3 });
    expect(read.body.data.photos[0]).toMatchObject({
      mediaId: a,
      caption: '客廳全景',
      picture: { width: 1600 },
    });
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'work'), inArray(auditLog.subjectId, [String(created.body.data.id)])),
      );
    expect(audits.map((r) => r.action)).toEqual(['work.create']);
  });

  it('refuses a work of no company or with a photo not in the library (422)', async () => {
    const body = {
      title: '無效作品',
      styleId: 1,
      housingType: 1,
      areaPing: 20,
      room: 2,
      hall: 1,
      bath: 1,
      budgetWan: 100,
      regionId: 1,
    };
    const noCompany = await h.call('POST', '/console/api/works', {
      headers: editor,
      body: { ...body, companyId: 999_999 },
    });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.message).toBe('找不到所選的設計公司');
    const [company] = await h.db.select({ id: companies.id }).from(companies).limit(1);
    const noPhoto = await h.call('POST', '/console/api/works', {
      headers: editor,
      body: { ...body, companyId: company!.id, photos: [{ mediaId: 999_998, spaceId: 1 }] },
    });
    expect(noPhoto.status).toBe(422);
    expect(noPhoto.body.message).toBe('照片 999998 不在媒體庫中，或處理失敗了');
  });
});
