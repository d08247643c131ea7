/**
 * Console partners (docs/spec/console.md#partners): admins and marketing create, edit, disable and rotate;
 * support
 * gets 403, no session 401, a foreign origin 403; origins are validated (422 in zh-TW naming the
 * wrong one); each change is audited; and every change — a new origin, a disabled partner, a
 * rotated key — holds at once in another app instance whose partner cache would otherwise keep
 * the old list for an hour, with leads attributed by the new key.
 */
import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema.ts';
import { auditLog } from '../../db/schema-console.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { normaliseOrigin, partnerIdForKey } from '../../services/partners/manage.ts';
import { SIGNATURE_HEADER, signatureHeader } from '../../services/partners/server-secret.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const HOUR = 3_600_000;

describe('normaliseOrigin', () => {
  it.each([
    ['https://shop.example.tw', 'https://shop.example.tw'],
    ['HTTPS://Shop.Example.TW/', 'https://shop.example.tw'],
    ['https://shop.example.tw:443', 'https://shop.example.tw'],
    ['https://shop.example.tw:8443', 'https://shop.example.tw:8443'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://127.0.0.1:*', 'http://127.0.0.1:*'],
  ])('accepts %s as %s', (input, output) => {
    expect(normaliseOrigin(input)).toBe(output);
  });

  it.each([
    'http://shop.example.tw',
    'https://shop.example.tw/path',
    'https://shop.example.tw/?a=1',
    'https://shop.example.tw?',
    'https://shop.example.tw#x',
    'https://*.example.tw',
    'https://shop.example.tw:*',
    '*',
    'https://user:pw@shop.example.tw',
    'javascript:alert(1)',
    'shop.example.tw',
    'ftp://shop.example.tw',
    'https://shop example.tw',
    '',
  ])('refuses %s', (input) => {
    expect(normaliseOrigin(input)).toBeNull();
  });
});

describe.each(DATABASE_LANES)('console partners on %s', (lane) => {
  let h: TestHarness;
  let marketing: SignedInStaff;
  let support: SignedInStaff;
  let a: Hono<AppEnv>;
  let b: Hono<AppEnv>;

  beforeAll(async () => {
    h = await createHarness({ lane });
    marketing = await signedInStaff(h, 'marketing', 'mk@example.com');
    support = await signedInStaff(h, 'support', 'sp@example.com');
    // Two more instances whose partner cache lives an hour (on PostgreSQL each with its own
    // connection pool): only the directory's version keeps them fresh.
    a = await h.secondApp({ partnerCacheMs: HOUR });
    b = await h.secondApp({ partnerCacheMs: HOUR });
  });
  afterAll(() => h.close());

  const create = (body: unknown, staff = marketing) =>
    h.call('POST', '/console/api/partners', { body, headers: asStaff(staff) });

  async function corsOf(app: Hono<AppEnv>, origin: string, partner?: string): Promise<string | null> {
    const res = await app.request('/healthz', {
      headers: { origin, ...(partner ? { 'x-renovo-partner': partner } : {}) },
    });
    return res.headers.get('access-control-allow-origin');
  }

  it('refuses support (403), no session (401) and a foreign origin (403)', async () => {
    const body = { name: '甲', origins: ['https://a.example.tw'] };
    expect((await create(body, support)).status).toBe(403);
    expect(
      (await h.call('GET', '/console/api/partners', { headers: { cookie: support.cookie } })).status,
    ).toBe(403);
    expect((await h.call('POST', '/console/api/partners', { body })).status).toBe(401);
    expect((await h.call('GET', '/console/api/partners')).status).toBe(401);
    const foreign = await h.call('POST', '/console/api/partners', {
      body,
      headers: { cookie: marketing.cookie, origin: 'https://a.example.tw' },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses a wrong origin with a 422 naming it', async () => {
    const res = await create({ name: '乙', origins: ['https://ok.example.tw', 'https://*.example.tw'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      '來源網址格式不正確：https://*.example.tw（須為 https://網域[:連接埠]，不可含路徑或萬用字元）',
    );
    expect((await create({ name: '乙', origins: [] })).status).toBe(422);
    // On its field: the form puts the reason under the origins.
    expect(res.body.errors).toEqual([{ field: 'origins', message: res.body.message }]);
  });

  it('partner defaults are validated per field: each wrong option named with its reason', async () => {
    const res = await create({
      name: '丙',
      origins: ['https://c.example.tw'],
      widget_defaults: { region: 27, module: 'spring sale', 'company-id': '12a', mode: 'inline' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'widget_defaults.module', message: '只能填英文字母、數字、底線 _ 或連字號 -，最多 40 字。' },
      { field: 'widget_defaults.region', message: '請從清單選擇縣市。' },
      { field: 'widget_defaults.company-id', message: '設計公司編號只能是數字，最多 9 位。' },
    ]);
    const unknown = await create({
      name: '丙',
      origins: ['https://c.example.tw'],
      widget_defaults: { colour: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('無法辨識的預設選項「colour」，請重新選擇後儲存。');
  });

  it('creates a partner whose origin is allowed at once in every instance, and audits it', async () => {
    // Both instances have read (and cached) the directory before the partner exists.
    expect(await corsOf(a, 'https://shop.example.tw')).toBeNull();
    expect(await corsOf(b, 'https://shop.example.tw')).toBeNull();
    const res = await create({
      name: '好家居',
      origins: ['https://Shop.Example.tw/'],
      contact: '王小姐 02-1234-5678',
      widget_defaults: { 'stop-redirect': true, region: '8' },
    });
    expect(res.status).toBe(201);
    const partner = res.body.data;
    expect(partner).toMatchObject({
      name: '好家居',
      origins: ['https://shop.example.tw'],
      disabled: false,
      widget_defaults: { 'stop-redirect': true, region: 8 },
    });
    expect(partner.key).toMatch(/^pk_[\w-]{20,}$/);
    expect(await corsOf(a, 'https://shop.example.tw')).toBe('https://shop.example.tw');
    expect(await corsOf(b, 'https://shop.example.tw')).toBe('https://shop.example.tw');
    const [row] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      action: 'partner.create',
      subjectId: String(partner.id),
      staffId: marketing.id,
    });
    // The contact (a person's name and number) is not copied into the audit log.
    expect(JSON.stringify(row!.details)).not.toMatch(/王小姐|1234/);
    const list = await h.call('GET', '/console/api/partners', { headers: { cookie: marketing.cookie } });
    expect(list.body.data.map((p: { key: string }) => p.key)).toContain(partner.key);
    // Viewing the list (contacts are people) is in the audit log too.
    const [view] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(view).toMatchObject({ action: 'partner.list', staffId: marketing.id });
  });

  it('edits origins, disables and enables, at once in another instance', async () => {
    const { id, key } = (await create({ name: '丙', origins: ['https://c.example.tw'] })).body.data;
    expect(await corsOf(b, 'https://c.example.tw', key)).toBe('https://c.example.tw');
    const edited = await h.call('PATCH', `/console/api/partners/${id}`, {
      body: { origins: ['https://c2.example.tw'] },
      headers: asStaff(marketing),
    });
    expect(edited.status).toBe(200);
    expect(await corsOf(b, 'https://c.example.tw', key)).toBeNull();
    expect(await corsOf(b, 'https://c2.example.tw', key)).toBe('https://c2.example.tw');
    await h.call('PATCH', `/console/api/partners/${id}`, {
      body: { disabled: true },
      headers: asStaff(marketing),
    });
    expect(await corsOf(a, 'https://c2.example.tw', key)).toBeNull();
    const [row] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'partner.disable', details: { disabled: true } });
    await h.call('PATCH', `/console/api/partners/${id}`, {
      body: { disabled: false },
      headers: asStaff(marketing),
    });
    expect(await corsOf(a, 'https://c2.example.tw', key)).toBe('https://c2.example.tw');
    expect(
      (
        await h.call('PATCH', '/console/api/partners/999999', {
          body: { name: 'x' },
          headers: asStaff(marketing),
        })
      ).status,
    ).toBe(404);
  });

  it('rotates a key: the old one names nobody at once in another instance, leads carry the new one', async () => {
    const origin = 'https://rotate.example.tw';
    const { id, key: oldKey } = (await create({ name: '丁', origins: [origin] })).body.data;
    const submit = (app: Hono<AppEnv>, key: string, mobile: string) =>
      h.call('POST', '/hyperf/valuation/v3/submit', {
        app,
        body: { region_id: 1, size: 30, mobile, accepted: 1, notice_version: '2026-11' },
        headers: { origin, 'x-renovo-partner': key, 'x-forwarded-for': '203.0.113.50' },
      });
    const before = await submit(b, oldKey, '0912000001');
    expect(before.status).toBe(200);
    const rotated = await h.call('POST', `/console/api/partners/${id}/rotate-key`, {
      headers: asStaff(marketing),
    });
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.data.key as string;
    expect(newKey).not.toBe(oldKey);
    // Instance b never saw the rotation happen; it still must not honour the old key.
    const named = await b.request('/healthz', { headers: { 'x-renovo-partner': oldKey } });
    expect(named.status).toBe(200);
    const after = await submit(b, newKey, '0912000002');
    expect(after.status).toBe(200);
    const stale = await submit(b, oldKey, '0912000003');
    const rows = await h.db.select().from(quotes).where(eq(quotes.clientIp, '203.0.113.50'));
    const byId = new Map(rows.map((r) => [r.id, r.partnerKey]));
    expect(byId.get(before.body.data.id)).toBe(oldKey);
    expect(byId.get(after.body.data.id)).toBe(newKey);
    // With the old key, the origin still names the partner by its origins: the new key.
    expect(byId.get(stale.body.data.id)).toBe(newKey);
    // Leads filed under the old key still name the partner.
    expect(await partnerIdForKey(h.db, oldKey)).toBe(id);
    expect(await partnerIdForKey(h.db, newKey)).toBe(id);
    const [row] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'partner.rotate_key', subjectId: String(id) });
    expect(JSON.stringify(row)).not.toContain(newKey);
  });

  it('with no Origin, a rotated key names no partner in another instance, signed or not', async () => {
    const { id, key } = (await create({ name: '戊', origins: ['https://e.example.tw'] })).body.data;
    const made = await h.call('POST', `/console/api/partners/${id}/server-secret`, {
      headers: asStaff(marketing),
    });
    const send = (k: string, mobile: string) => {
      const body = { region_id: 1, size: 30, mobile, accepted: 1, notice_version: '2026-11', module: k };
      const signature = signatureHeader(
        made.body.data.secret,
        Math.floor(h.clock().getTime() / 1000),
        JSON.stringify(body),
      );
      return h.call('POST', '/hyperf/valuation/v3/submit', {
        app: a,
        body,
        headers: { 'x-renovo-partner': k, [SIGNATURE_HEADER]: signature, 'x-forwarded-for': '203.0.113.60' },
      });
    };
    const first = await send(key, '0912000009');
    await h.call('POST', `/console/api/partners/${id}/rotate-key`, { headers: asStaff(marketing) });
    const second = await send(key, '0912000010');
    const rows = await h.db.select().from(quotes).where(eq(quotes.clientIp, '203.0.113.60'));
    const byId = new Map(rows.map((r) => [r.id, r.partnerKey]));
    expect(byId.get(first.body.data.id)).toBe(key);
    expect(second.headers.get('x-renovo-signature-status')).toBe('invalid');
    expect(byId.get(second.body.data.id) ?? null).toBeNull();
  });
});
