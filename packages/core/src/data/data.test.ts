import { describe, expect, it } from 'vitest';
import {
  ANY,
  AREA_RANGES,
  allDistricts,
  BUDGET_RANGES,
  CITIES,
  cityById,
  DEFAULT_REGION_ID,
  districtById,
  districtsOf,
  FILTERS,
  findOption,
  HOUSING_TYPES,
  REGIONS,
  rangeBounds,
  SPACES,
  STYLES,
} from './index.ts';

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('Regions and locations', () => {
  it('Regions: 22 regions in five groups, default region 1 is Taipei', () => {
    expect(REGIONS).toHaveLength(22);
    expect(new Set(REGIONS.map((r) => r.group)).size).toBe(5);
    expect(cityById(DEFAULT_REGION_ID)?.name).toBe('臺北市');
  });

  it('Cities: one city per region id, 368 districts in all', () => {
    expect(CITIES.map((c) => c.id)).toEqual(REGIONS.map((r) => r.id));
    expect(allDistricts()).toHaveLength(368);
    expect(new Set(allDistricts().map((d) => d.id)).size).toBe(368);
  });

  it('Cities: a lookup by city id returns the city with its districts', () => {
    const taipei = cityById(1);
    expect(taipei?.districts.map((d) => d.name)).toEqual([
      '中正區',
      '大同區',
      '中山區',
      '松山區',
      '大安區',
      '萬華區',
      '信義區',
      '士林區',
      '北投區',
      '內湖區',
      '南港區',
      '文山區',
    ]);
    expect(districtsOf(8)).toHaveLength(29);
    expect(districtsOf(17)).toHaveLength(38);
    expect(districtsOf(21)).toHaveLength(12);
    expect(cityById(9)).toBeUndefined();
    expect(districtsOf(9)).toEqual([]);
  });

  it('Districts: ids are zipcode × 10 + position, shared zipcodes stay unique', () => {
    expect(districtById(1000)).toMatchObject({ name: '中正區', cityId: 1, zipcode: 100 });
    expect(districtsOf(4).map((d) => [d.id, d.name])).toEqual([
      [3000, '東區'],
      [3001, '北區'],
      [3002, '香山區'],
    ]);
    expect(districtById(12)).toBeUndefined();
  });

  it('Districts: Traditional names, no unpopulated islands', () => {
    const names = allDistricts().map((d) => d.name);
    expect(names).toContain('臺西鄉');
    expect(names).not.toContain('东区');
    for (const left of ['釣魚臺列嶼', '東沙群島', '南沙群島']) expect(names).not.toContain(left);
  });

  it('Districts: every district has coordinates near its city', () => {
    for (const city of CITIES) {
      for (const d of city.districts) {
        expect(Number.isFinite(d.lat) && Number.isFinite(d.lng), `${city.name}${d.name}`).toBe(true);
        // Far-flung townships (蘭嶼, 烏坵, 東引) are still within 130 km of their seat of government.
        expect(km(city, d), `${city.name}${d.name}`).toBeLessThan(130);
      }
    }
  });
});

describe('Filter option lists', () => {
  it('Filters: every list starts with the any option (不限)', () => {
    for (const list of Object.values(FILTERS)) {
      expect(list[0]).toMatchObject({ value: ANY, label: '不限' });
    }
  });

  it('Filters: list sizes and orders as the spec gives them', () => {
    expect(BUDGET_RANGES.slice(1).map((o) => o.value)).toEqual([
      '31-50',
      '51-80',
      '81-100',
      '101-200',
      '201-300',
      '301-400',
      '401-500',
      '501+',
    ]);
    expect(HOUSING_TYPES.slice(1).map((o) => o.value)).toEqual([1, 6, 3, 8, 4, 5, 2, 7]);
    expect(AREA_RANGES.slice(1).map((o) => o.value)).toEqual([
      '0-10',
      '10-20',
      '21-35',
      '36-50',
      '51-80',
      '81+',
    ]);
    expect(SPACES.slice(1).map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 10, 11, 12, 17, 24, 16]);
    expect(STYLES.slice(1).map((o) => o.value)).toEqual([1, 10, 12, 22, 13, 5, 3, 2, 7, 6, 23]);
    expect(findOption(HOUSING_TYPES, 3)?.label).toBe('老屋翻新');
    expect(findOption(STYLES, 22)?.label).toBe('日式風');
  });

  it('Filters: range bounds are numbers for the server, open ends left out', () => {
    expect(rangeBounds(BUDGET_RANGES, '101-200')).toEqual({ min: 101, max: 200 });
    expect(rangeBounds(BUDGET_RANGES, '501+')).toEqual({ min: 501 });
    expect(rangeBounds(AREA_RANGES, '0-10')).toEqual({ min: 0, max: 10 });
    expect(rangeBounds(AREA_RANGES, ANY)).toEqual({});
    expect(rangeBounds(AREA_RANGES, 'nope')).toEqual({});
    expect(findOption(AREA_RANGES, '0-10')?.label).toBe('10坪以下');
    expect(findOption(BUDGET_RANGES, '501+')?.label).toBe('501萬以上');
    expect(findOption(BUDGET_RANGES, '31-50')?.label).toBe('31-50萬');
  });
});
