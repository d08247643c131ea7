/**
 * Rule (docs/spec/console.md#lead-inbox): the CSV speaks Taiwan. Read back as a spreadsheet reads
 * it, every time is Taiwan time and its heading names the offset (建立時間 (UTC+08:00)); every
 * coded value — kind, status, region, partner, module, source type — is its zh-TW name, with the
 * code in a column of its own; the lead's home (坪數, 格局, 社區), every UTM value, the page and its
 * path and the verification marks are there; and the drawer's answer holds the same facts.
 * For a role that sees mobiles masked, a mobile written into a UTM value is masked too.
 */
import { leadCsvHeadings, leadLabelMessages } from '@renovo/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPages } from '../../db/schema-landing.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { csvRecords } from './csv-for-tests.ts';
import { writeLeads } from './leads-for-tests.ts';

const H = leadCsvHeadings;
const F = leadLabelMessages.facts;

describe.each(DATABASE_LANES)('the CSV speaks Taiwan on %s', (lane) => {
  let h: TestHarness;
  let admin: SignedInStaff;
  let marketing: SignedInStaff;
  let partnerKey: string;
  let ids: { kind: string; id: number }[];

  beforeAll(async () => {
    h = await createHarness({ lane });
    admin = await signedInStaff(h, 'admin', 'admin@example.com');
    marketing = await signedInStaff(h, 'marketing', 'marketing@example.com');
    const partner = await h.call('POST', '/console/api/partners', {
      body: { name: '好室設計', origins: ['https://goodroom.example.tw'] },
      headers: asStaff(admin),
    });
    expect(partner.status).toBe(201);
    partnerKey = partner.body.data.key;
    await h.db.insert(landingPages).values({ slug: 'spring', title: '春季裝修祭', quoteModule: '' });
    ids = await writeLeads(h.db, [
      // 2026-05-01 15:31 UTC is 23:31 in Taiwan (the export once said 15:31).
      {
        kind: 'community',
        at: new Date('2026-05-01T15:31:00Z'),
        mobile: '0912000555',
        partnerKey: null,
        module: 'work_detail_auto_popbox',
        type: 'work',
        regionId: 1,
        verified: true,
        page: 'https://www.renovo.example/works/12',
        size: 28.5,
        layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 1, balcony: 1 },
        community: { id: 77, title: '冠德信義（信義區）' },
        utm: { source: 'facebook', medium: 'cpc', campaign: 'spring_2026', content: 'carousel_a' },
      },
      {
        kind: 'consult',
        at: new Date('2026-05-01T02:00:00Z'),
        mobile: '0912000666',
        partnerKey,
        module: 'land_spring',
        type: 'article',
        regionId: 3,
        page: 'https://goodroom.example.tw/blog/kitchen',
        utm: { source: 'line', content: '打給 0933-004-567' },
      },
    ]);
  });
  afterAll(() => h.close());

  /** The export of 2026-05-01 as `who`, read back as records. */
  async function exported(who: SignedInStaff) {
    const answer = await h.app.request('/console/api/leads.csv?from=2026-05-01&to=2026-05-01', {
      headers: { cookie: who.cookie },
    });
    expect(answer.status).toBe(200);
    const { headings, rows } = csvRecords(await answer.text());
    const row = (i: number) => {
      const found = rows.find((r) => r[H.kindCode] === ids[i]!.kind && r[H.id] === String(ids[i]!.id));
      expect(found, `${ids[i]!.kind}:${ids[i]!.id}`).toBeDefined();
      return found!;
    };
    return { headings, rows, row };
  }

  it('the headings name the offset of every time, the home, every UTM value, the page and each code', async () => {
    const { headings } = await exported(admin);
    expect(headings.slice(0, 3)).toEqual([H.kind, H.id, '建立時間 (UTC+08:00)']);
    expect(headings).toContain('最後更新 (UTC+08:00)');
    for (const heading of [
      H.status,
      H.mobile,
      H.verified,
      H.needsReview,
      H.region,
      F.size,
      F.layout,
      F.community,
      H.partner,
      H.module,
      F.sourceType,
      H.page,
      F.path,
      F.utmSource,
      F.utmMedium,
      F.utmCampaign,
      F.utmContent,
      H.assignee,
      H.kindCode,
      H.statusCode,
      H.regionCode,
      H.communityCode,
      H.partnerCode,
      H.moduleCode,
      H.sourceTypeCode,
      H.assigneeCode,
    ]) {
      expect(headings, heading).toContain(heading);
    }
    // No heading twice: a tool reads columns by heading.
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('times are Taiwan time, and each coded value is its zh-TW name with its code beside it', async () => {
    const assigned = await h.call('PATCH', `/console/api/leads/community/${ids[0]!.id}`, {
      body: { assignee_id: marketing.id },
      headers: asStaff(admin),
    });
    expect(assigned.status).toBe(200);
    const { row } = await exported(admin);
    const quote = row(0);
    expect(quote['建立時間 (UTC+08:00)']).toBe('2026-05-01 23:31:00');
    expect(quote['最後更新 (UTC+08:00)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(quote).toMatchObject({
      [H.kind]: '社區估價',
      [H.kindCode]: 'community',
      [H.status]: '新名單',
      [H.statusCode]: 'new',
      [H.mobile]: '0912000555',
      [H.verified]: '是',
      [H.needsReview]: '否',
      [H.region]: '臺北市',
      [H.regionCode]: '1',
      [F.size]: '28.5',
      [F.layout]: '3房2廳2衛',
      [F.community]: '冠德信義（信義區）',
      [H.communityCode]: '77',
      [H.partner]: '自家網站',
      [H.partnerCode]: '',
      [H.module]: '作品頁自動彈出視窗',
      [H.moduleCode]: 'work_detail_auto_popbox',
      [F.sourceType]: '作品',
      [H.sourceTypeCode]: 'work',
      [H.page]: 'https://www.renovo.example/works/12',
      [F.path]: '/works/12',
      [F.utmSource]: 'facebook',
      [F.utmMedium]: 'cpc',
      [F.utmCampaign]: 'spring_2026',
      [F.utmContent]: 'carousel_a',
      [H.assignee]: 'marketing@example.com',
      [H.assigneeCode]: String(marketing.id),
    });
    const consult = row(1);
    // 02:00 UTC is 10:00 in Taiwan, the same day.
    expect(consult['建立時間 (UTC+08:00)']).toBe('2026-05-01 10:00:00');
    expect(consult).toMatchObject({
      [H.kind]: '諮詢',
      [H.region]: '新北市',
      [H.partner]: '好室設計',
      [H.partnerCode]: partnerKey,
      // A landing page's module by the page's title.
      [H.module]: '活動頁「春季裝修祭」',
      [H.moduleCode]: 'land_spring',
      [F.sourceType]: '文章',
      [H.page]: 'https://goodroom.example.tw/blog/kitchen',
      [F.path]: '/blog/kitchen',
      [F.utmSource]: 'line',
      [F.utmMedium]: '',
      [F.size]: '',
      [F.layout]: '',
      [H.assignee]: '',
    });
  });

  it('the drawer answers the same facts the CSV writes', async () => {
    const answer = await h.call('GET', `/console/api/leads/community/${ids[0]!.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.extras).toEqual({
      size: 28.5,
      layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 1, balcony: 1 },
      community_id: 77,
      community_name: '冠德信義（信義區）',
      utm: { source: 'facebook', medium: 'cpc', campaign: 'spring_2026', content: 'carousel_a' },
    });
    const lookups = await h.call('GET', '/console/api/inbox-lookups', { headers: { cookie: admin.cookie } });
    expect(lookups.body.data.landing_modules).toContainEqual({ module: 'land_spring', title: '春季裝修祭' });
  });

  it('a mobile written into a UTM value is masked for a role that sees mobiles masked', async () => {
    const { row } = await exported(marketing);
    expect(row(1)[F.utmContent]).toBe('打給 0933***567');
    expect(row(1)[H.mobile]).toBe('0912***666');
    const { row: full } = await exported(admin);
    expect(full(1)[F.utmContent]).toBe('打給 0933-004-567');
  });
});
