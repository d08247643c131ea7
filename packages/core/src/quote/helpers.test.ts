import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../platform/memory.ts';
import { createBasicQuoteForm } from './basic-quote-store.ts';
import { createCommunityForm } from './community-form.ts';
import { emptySearchNotice, firstArea, formatLayoutLabel, formatWan, toWan } from './format.ts';
import type { CommunitySearchItem } from './quote.schemas.ts';
import type { QuoteFormValues } from './quote-form.ts';
import { pairRecords, pickAvatars } from './recent-records.ts';
import {
  buildEvaluationPayload,
  initialRegion,
  loadRemembered,
  readUtm,
  resultUrl,
  safely,
  saveRemembered,
  toHouseLayout,
} from './submit.ts';

const community: CommunitySearchItem = {
  id: 7,
  tag: '社區',
  title: '信義之星',
  address: '臺北市信義區',
  housingType: 1,
  housingTypeName: '電梯大樓',
  name: '信義之星',
};

describe('Evaluation payload', () => {
  it('Evaluation payload: utm from the utm_* query, accepted 1|0, type default generic', () => {
    const query = new URLSearchParams('utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_content=a&x=1');
    const form = buildEvaluationPayload({
      values: { region_id: 3, size: '25', mobile: '0912345678', accepted: true },
      context: { module: 'article_detail_auto_popbox' },
      query,
    });
    expect(form).toEqual({
      region_id: 3,
      size: 25,
      mobile: '0912345678',
      utm: { source: 'fb', medium: 'cpc', campaign: 'spring', content: 'a' },
      accepted: 1,
      module: 'article_detail_auto_popbox',
      type: 'generic',
    });
    expect(readUtm(new URLSearchParams())).toEqual({ source: '', medium: '', campaign: '', content: '' });
  });

  it('Evaluation payload: type, resource_id, company_id, community and house_layout when given', () => {
    const form = buildEvaluationPayload({
      values: { region_id: 1, size: '30.5', mobile: '0912345678', accepted: false },
      context: { module: 'work_detail_auto_popbox', type: 'work', resource_id: 42, company_id: 9 },
      query: new URLSearchParams(),
      community,
      layout: { room: 3, hall: 2, bath: 1, is_check: false, area_list: [] },
    });
    expect(form).toMatchObject({
      size: 30.5,
      accepted: 0,
      type: 'work',
      resource_id: 42,
      company_id: 9,
      community,
      house_layout: { bedroom: 3, living_room: 2, bathroom: 1, kitchen: 0, balcony: 0 },
    });
  });

  it('Community form: house_layout is room, hall, bath with kitchen and balcony 0', () => {
    expect(toHouseLayout({ room: 4, hall: 1, bath: 2, is_check: true, area_list: [] })).toEqual({
      bedroom: 4,
      living_room: 1,
      bathroom: 2,
      kitchen: 0,
      balcony: 0,
    });
  });
});

describe('Formatting', () => {
  it('Result preview: amounts in 萬', () => {
    expect(toWan(1_234_567)).toBe(123.46);
    expect(toWan('50000')).toBe(5);
    expect(toWan(1_250_000, 1)).toBe(125);
    expect(toWan(null)).toBe(0);
    expect(toWan('')).toBe(0);
    expect(toWan('abc')).toBe(0);
    expect(formatWan(125_000)).toBe('12.5萬');
  });

  it("Community layout: labelled 'N房N廳N衛'", () => {
    expect(formatLayoutLabel({ room: 3, hall: 2, bath: 1 })).toBe('3房2廳1衛');
  });

  it('Community layout: first area of a layout, or empty', () => {
    expect(
      firstArea({ room: 1, hall: 1, bath: 1, is_check: false, area_list: [{ building_area: 28.5 }] }),
    ).toBe('28.5');
    expect(firstArea({ room: 1, hall: 1, bath: 1, is_check: false, area_list: [] })).toBe('');
    expect(firstArea(undefined)).toBe('');
  });

  it('Empty community search: notice with the keyword truncated to 20 and two tips', () => {
    const notice = emptySearchNotice('臺北市', '一二三四五六七八九十一二三四五六七八九十超出');
    expect(notice.text).toBe('抱歉，“臺北市” 內暫無“一二三四五六七八九十一二三四五六七八九十”相關內容');
    expect(notice.tips).toEqual(['換個地區試試', '縮短輸入內容，例如只輸入大樓名稱']);
  });
});

/** The errors a quote form shows after submit-time validation of `values`. */
async function errorsOf(make: typeof createBasicQuoteForm, values: QuoteFormValues) {
  const form = make();
  await form.fields.size.input(values.size);
  await form.fields.mobile.input(values.mobile);
  await form.fields.accepted.input(values.accepted);
  await form.validate();
  return form.errors.value;
}

describe('Quote form rules (from the fields)', () => {
  it('Community size: max length 5, a value above 999 becomes 999', async () => {
    const { size } = createCommunityForm().fields;
    for (const [typed, kept] of [
      ['123456', '999'],
      ['12.345', '12.34'],
      ['1000', '999'],
      ['35', '35'],
    ] as const) {
      await size.input(typed);
      expect(size.value.value, typed).toBe(kept);
    }
  });

  it('Basic form rules: size 1 to 999 without leading zero, Taiwan mobile', async () => {
    const basic = (size: string, mobile: string, accepted = true) =>
      errorsOf(createBasicQuoteForm, { size, mobile, accepted });
    await expect(basic('', '')).resolves.toEqual({ size: '請輸入房屋坪數', mobile: '請輸入行動電話' });
    await expect(basic('012', '0942345678')).resolves.toEqual({
      size: '請輸入正確的房屋坪數',
      mobile: '請輸入正確的行動電話',
    });
    await expect(basic('12.5', '0912345678')).resolves.toEqual({ size: '請輸入正確的房屋坪數' });
    await expect(basic('999', '0912345678', false)).resolves.toEqual({ accepted: '請勾選' });
    await expect(basic('999', '0912345678')).resolves.toEqual({});
  });

  it('Community form rules: size pattern, mobile of exactly 10, terms required', async () => {
    const community = (size: string, mobile: string, accepted: boolean) =>
      errorsOf(createCommunityForm, { size, mobile, accepted });
    await expect(community('', '', false)).resolves.toEqual({
      size: '請填寫房屋坪數',
      mobile: '請填寫行動電話',
      accepted: '請勾選服務條款',
    });
    await expect(community('0', '886912345678', true)).resolves.toEqual({
      size: '請填寫正確的房屋坪數',
      mobile: '請填寫正確的行動電話',
    });
    await expect(community('32.47', '0912345678', true)).resolves.toEqual({});
  });
});

describe('Recent records helpers', () => {
  it('Recent records: shown in pairs per view', () => {
    expect(pairRecords([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(pairRecords([])).toEqual([]);
  });

  it('Recent records: four avatars chosen at random, without repeats', () => {
    const pool = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(pickAvatars(pool, 4, () => 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(pickAvatars(pool, 4, () => 0.999)).toEqual(['f', 'a', 'b', 'c']);
    // A random source that returns 1 (out of contract) still stays within the pool.
    expect(pickAvatars(pool, 4, () => 1)).toHaveLength(4);
    const drawn = pickAvatars(pool);
    expect(drawn).toHaveLength(4);
    expect(new Set(drawn).size).toBe(4);
    expect(pickAvatars(['x', 'y'], 4, () => 0)).toEqual(['x', 'y']);
  });
});

describe('Submit helpers', () => {
  it('Result page: id appended as a query parameter', () => {
    expect(resultUrl('/decorationfrom/result_v3', 12)).toBe('/decorationfrom/result_v3?id=12');
    expect(resultUrl('/decorationfrom/result_copy', 'a b')).toBe('/decorationfrom/result_copy?id=a%20b');
  });

  it('Remembered form data: unreadable or foreign values are ignored', () => {
    const storage = createMemoryStorage({
      bad: '{',
      nul: 'null',
      arr: '"x"',
      odd: '{"region_id":9,"size":3}',
    });
    expect(loadRemembered(storage, 'missing')).toEqual({});
    expect(loadRemembered(storage, 'bad')).toEqual({});
    expect(loadRemembered(storage, 'nul')).toEqual({});
    expect(loadRemembered(storage, 'arr')).toEqual({});
    expect(loadRemembered(storage, 'odd')).toEqual({});
    saveRemembered(storage, 'ok', { region_id: 8, size: '30', mobile: '0912345678' });
    expect(loadRemembered(storage, 'ok')).toEqual({ region_id: 8, size: '30', mobile: '0912345678' });
  });

  it('Remembered form data: expires 30 days after it was saved, and an undated copy is dropped', () => {
    const day = 24 * 60 * 60 * 1000;
    const saved = Date.UTC(2026, 0, 1);
    vi.useFakeTimers({ now: saved });
    try {
      const storage = createMemoryStorage({
        undated: JSON.stringify({ region_id: 8, mobile: '0912345678' }),
      });
      saveRemembered(storage, 'k', { region_id: 8, mobile: '0912345678' });
      vi.setSystemTime(saved + 30 * day);
      expect(loadRemembered(storage, 'k')).toEqual({ region_id: 8, mobile: '0912345678' });
      vi.setSystemTime(saved + 30 * day + 1);
      expect(loadRemembered(storage, 'k')).toEqual({});
      expect(storage.getItem('k')).toBeNull();
      expect(loadRemembered(storage, 'undated')).toEqual({});
      expect(storage.getItem('undated')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Remembered form data: a full storage is not an error', () => {
    const storage = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveRemembered(storage, 'k', {})).not.toThrow();
  });

  it('Default region 1 unless a stored region exists', () => {
    expect(initialRegion({}, undefined, 1)).toBe(1);
    expect(initialRegion({}, 99, 1)).toBe(1);
    expect(initialRegion({}, 17, 1)).toBe(17);
    expect(initialRegion({ region_id: 8 }, 17, 1)).toBe(8);
  });

  it('Host callbacks: a throwing callback is logged, not thrown', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      safely(() => {
        throw new Error('boom');
      }),
    ).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    expect(() => safely(undefined)).not.toThrow();
  });
});
