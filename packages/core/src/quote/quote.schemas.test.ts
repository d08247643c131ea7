import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EvaluationFormSchema } from './basic-quote.contract.ts';
import {
  CommunityLayoutQuerySchema,
  CommunityLayoutResponseSchema,
  CommunitySearchQuerySchema,
  CommunitySearchResponseSchema,
  EvaluationResponseSchema,
  PreviewBodySchema,
  PreviewQuerySchema,
  PreviewResponseSchema,
  RecentRecordsQuerySchema,
  RecentRecordsResponseSchema,
} from './quote.schemas.ts';

const form = {
  region_id: 1,
  size: '30',
  mobile: '0912345678',
  utm: { source: 'fb', medium: 'cpc', campaign: 'x', content: 'y' },
  accepted: 1,
  notice_version: '2026-11',
  module: 'article_detail_auto_popbox',
  resource_id: 12,
  company_id: null,
  community: {
    id: 5,
    name: '信義之星',
    address: '臺北市信義區',
    tag: '',
    title: '信義之星',
    housingType: 1,
    housingTypeName: '新成屋',
  },
  house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 0, balcony: 0 },
};

/** Path and message of every issue. */
function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('Evaluation form: basic-quote messages for region, size, mobile and consent', () => {
  it('accepts a community quote and defaults type to generic', () => {
    const parsed = z.parse(EvaluationFormSchema, form);
    expect(parsed.type).toBe('generic');
    expect(parsed.size).toBe(30);
    expect(parsed.house_layout?.bedroom).toBe(3);
  });
  it('reads resource_id and company_id held as text as numbers', () => {
    const parsed = z.parse(EvaluationFormSchema, { ...form, resource_id: '12', company_id: '7' });
    expect([parsed.resource_id, parsed.company_id]).toEqual([12, 7]);
    expect(z.safeParse(EvaluationFormSchema, { ...form, resource_id: '' }).success).toBe(false);
  });
  it('accepts a minimal basic quote', () => {
    expect(
      z.safeParse(EvaluationFormSchema, {
        region_id: 3,
        size: 25,
        mobile: '0912345678',
        accepted: 1,
        notice_version: '2026-11',
      }).success,
    ).toBe(true);
  });
  it('reports each field with its spec message', () => {
    const result = z.safeParse(EvaluationFormSchema, {
      region_id: 9,
      size: '',
      mobile: '0942345678',
      accepted: 0,
      notice_version: '2026-11',
    });
    expect(issues(result)).toEqual([
      ['region_id', '請選擇正確的地區'],
      ['size', '請輸入房屋坪數'],
      ['mobile', '請輸入正確的行動電話'],
      ['accepted', '請勾選'],
    ]);
  });
  it('missing fields give the required messages', () => {
    expect(issues(z.safeParse(EvaluationFormSchema, {}))).toEqual([
      ['region_id', '請選擇地區'],
      ['size', '請輸入房屋坪數'],
      ['mobile', '請輸入行動電話'],
      ['accepted', '請勾選'],
      // A lead names the consent notice its visitor was shown.
      ['notice_version', '服務條款已更新，請重新整理頁面後再送出'],
    ]);
  });
  it('size above 999 is invalid', () => {
    expect(issues(z.safeParse(EvaluationFormSchema, { ...form, size: '1000' }))).toEqual([
      ['size', '請輸入正確的房屋坪數'],
    ]);
  });
  it('is strict about types and unknown keys', () => {
    expect(z.safeParse(EvaluationFormSchema, { ...form, region_id: '1' }).success).toBe(false);
    expect(z.safeParse(EvaluationFormSchema, { ...form, admin: true }).success).toBe(false);
    expect(z.safeParse(EvaluationFormSchema, { ...form, community: { id: 5, evil: 1 } }).success).toBe(false);
    expect(
      z.safeParse(EvaluationFormSchema, { ...form, house_layout: { ...form.house_layout, kitchen: -1 } })
        .success,
    ).toBe(false);
  });
  it('reads id and decoration_robot_messages, house_region and acreage_name optional', () => {
    const ok = { code: 200, data: { id: 9, decoration_robot_messages: ['hi'], house_region: '臺北市' } };
    expect(z.parse(EvaluationResponseSchema, ok).data?.id).toBe(9);
    expect(z.parse(EvaluationResponseSchema, { code: 0, data: null }).data).toBeNull();
  });
});

describe('Community search: regionId and a non-empty keyword of at most 20 characters', () => {
  it('coerces the regionId from the query string', () => {
    expect(z.parse(CommunitySearchQuerySchema, { regionId: '8', keyword: ' 信義 ' })).toEqual({
      regionId: 8,
      keyword: '信義',
    });
  });
  it('rejects an empty or long keyword and an unknown region', () => {
    expect(z.safeParse(CommunitySearchQuerySchema, { regionId: '1', keyword: '  ' }).success).toBe(false);
    expect(z.safeParse(CommunitySearchQuerySchema, { regionId: '1', keyword: '字'.repeat(21) }).success).toBe(
      false,
    );
    expect(issues(z.safeParse(CommunitySearchQuerySchema, { regionId: '9', keyword: 'a' }))).toEqual([
      ['regionId', '請選擇正確的地區'],
    ]);
    expect(issues(z.safeParse(CommunitySearchQuerySchema, { keyword: 'a' }))).toEqual([
      ['regionId', '請選擇地區'],
    ]);
  });
  it('reads items id, tag, title, address, housingType, housingTypeName, name', () => {
    const item = {
      id: 1,
      tag: '熱門',
      title: 't',
      address: 'a',
      housingType: 1,
      housingTypeName: '新成屋',
      name: 'n',
    };
    expect(z.parse(CommunitySearchResponseSchema, { code: 200, data: [item] }).data).toEqual([item]);
  });
});

describe('Community layout: room, hall, bath, is_check, area_list[building_area]', () => {
  it('reads status and data', () => {
    const layout = { room: 3, hall: 2, bath: 2, is_check: true, area_list: [{ building_area: 35.5 }] };
    const parsed = z.parse(CommunityLayoutResponseSchema, { code: 200, status: 200, data: [layout] });
    expect(parsed.status).toBe(200);
    expect(parsed.data[0]?.area_list[0]?.building_area).toBe(35.5);
  });
  it('coerces community_id', () => {
    expect(z.parse(CommunityLayoutQuerySchema, { community_id: '5' })).toEqual({ community_id: 5 });
  });
});

describe('Quote preview: decorate_level 1|2|3, kind 1, size optional', () => {
  it('GET query coerces and defaults decorate_level and kind to 1', () => {
    expect(z.parse(PreviewQuerySchema, {})).toEqual({ decorate_level: 1, kind: 1 });
    expect(
      z.parse(PreviewQuerySchema, { decorate_level: '3', kind: '1', resource_id: '4', type: 'work' }),
    ).toEqual({
      decorate_level: 3,
      kind: 1,
      resource_id: 4,
      type: 'work',
    });
  });
  it('rejects other levels and kinds', () => {
    expect(z.safeParse(PreviewQuerySchema, { decorate_level: '4' }).success).toBe(false);
    expect(z.safeParse(PreviewQuerySchema, { kind: '2' }).success).toBe(false);
  });
  it('POST body needs a size and rejects unknown keys', () => {
    expect(z.parse(PreviewBodySchema, { decorate_level: 2, kind: 1, size: '30' })).toEqual({
      decorate_level: 2,
      kind: 1,
      size: 30,
    });
    expect(z.safeParse(PreviewBodySchema, { decorate_level: 2 }).error?.issues[0]?.message).toBe(
      '請輸入房屋坪數',
    );
    expect(z.safeParse(PreviewBodySchema, { size: 30, x: 1 }).success).toBe(false);
  });
  it('reads total_amount, house_layout and the nested valuation', () => {
    const section = {
      name: '設計與施工',
      tt_amount: 100,
      children: [
        {
          name: '拆除',
          tt_amount: 100,
          children: [
            {
              name: '牆面',
              children: [{ name: '打牆', number_cn: '10坪', unit_price: 10, fmt_amount: '100' }],
            },
          ],
        },
      ],
    };
    const data = {
      total_amount: 200,
      house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 1, balcony: 1 },
      valuation: {
        design_and_construction: section,
        furniture_and_appliance: { ...section, name: '家具家電' },
      },
    };
    const parsed = z.parse(PreviewResponseSchema, { code: 200, data });
    expect(
      parsed.data.valuation.design_and_construction.children[0]?.children[0]?.children[0]?.fmt_amount,
    ).toBe('100');
  });
});

describe('Recent records: per_page 30; records[created_at, region_cn, size_cn] and count', () => {
  it('defaults and coerces per_page', () => {
    expect(z.parse(RecentRecordsQuerySchema, {})).toEqual({ per_page: 30 });
    expect(z.parse(RecentRecordsQuerySchema, { per_page: '10' })).toEqual({ per_page: 10 });
    expect(z.safeParse(RecentRecordsQuerySchema, { per_page: '1000' }).success).toBe(false);
  });
  it('reads records and count', () => {
    const data = { records: [{ created_at: '2025-07-01', region_cn: '臺北市', size_cn: '30坪' }], count: 12 };
    expect(z.parse(RecentRecordsResponseSchema, { code: 200, data }).data.count).toBe(12);
  });
});
