import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ConfigsQuerySchema,
  ConfigsResponseSchema,
  PopupBannerResponseSchema,
  PopupsRequestSchema,
  PopupsResponseSchema,
} from './popups.schemas.ts';

describe('Popups request: test_popup_name, page_name, data history[name, page, timestamp]', () => {
  const entry = { name: 'normal-valuation', page: 'article_detail', timestamp: 1_750_000_000_000 };
  it('accepts a request', () => {
    expect(z.safeParse(PopupsRequestSchema, { page_name: 'article_detail', data: [entry] }).success).toBe(
      true,
    );
    expect(
      z.safeParse(PopupsRequestSchema, { test_popup_name: 'community-valuation', page_name: 'x', data: [] })
        .success,
    ).toBe(true);
  });
  it('Popup history cap 100: more entries are rejected', () => {
    const data = Array.from({ length: 101 }, () => entry);
    expect(z.safeParse(PopupsRequestSchema, { page_name: 'x', data }).success).toBe(false);
  });
  it('rejects unknown keys in history entries', () => {
    expect(
      z.safeParse(PopupsRequestSchema, { page_name: 'x', data: [{ ...entry, html: '<b>' }] }).success,
    ).toBe(false);
  });
  it('reads data[name] and meta.extra.has_submitted_clue', () => {
    const parsed = z.parse(PopupsResponseSchema, {
      code: 200,
      data: [{ name: 'community-valuation' }],
      meta: { extra: { has_submitted_clue: true } },
    });
    expect(parsed.data[0]?.name).toBe('community-valuation');
    expect(parsed.meta.extra.has_submitted_clue).toBe(true);
  });
});

describe('Popup banner {pc, mobile}', () => {
  it('reads both images', () => {
    const data = { pc: 'https://cdn/pc.png', mobile: 'https://cdn/m.png' };
    expect(z.parse(PopupBannerResponseSchema, { code: 200, data }).data).toEqual(data);
  });
});

describe('Configs: config_type[] mid_year_celebration_2507 → show_coupon, end_time in seconds', () => {
  it('accepts one value or a list', () => {
    expect(z.parse(ConfigsQuerySchema, { 'config_type[]': 'mid_year_celebration_2507' })).toEqual({
      'config_type[]': ['mid_year_celebration_2507'],
    });
    expect(z.parse(ConfigsQuerySchema, { 'config_type[]': ['mid_year_celebration_2507'] })).toEqual({
      'config_type[]': ['mid_year_celebration_2507'],
    });
    expect(z.safeParse(ConfigsQuerySchema, { 'config_type[]': 'other' }).success).toBe(false);
  });
  it('reads show_coupon and end_time', () => {
    const data = { mid_year_celebration_2507: { show_coupon: true, end_time: 1_752_000_000 } };
    expect(z.parse(ConfigsResponseSchema, { code: 200, data }).data).toEqual(data);
  });
});
