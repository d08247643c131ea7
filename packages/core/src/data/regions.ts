/**
 * The 22 regions of Taiwan as the spec numbers them (docs/spec/quotes.md#entities), with Traditional names
 * and the
 * five groups. The coordinates of each seat of government are in `region-coordinates.ts`
 * (`REGIONS_WITH_COORDINATES`), so the forms that only list regions do not carry them.
 */
/** The five region groups, in the spec's order. */
export const REGION_GROUPS = [
  { key: 'north', name: '北部' },
  { key: 'central', name: '中部' },
  { key: 'south', name: '南部' },
  { key: 'east', name: '東部' },
  { key: 'islands', name: '離島' },
] as const;
/** One of the five region groups. */
export type RegionGroupKey = (typeof REGION_GROUPS)[number]['key'];

/** A region: id, name and group (see {@link RegionWithCoordinates} for its coordinates). */
export interface Region {
  id: number;
  name: string;
  group: RegionGroupKey;
}

/** The 22 regions, in the spec's order. */
export const REGIONS: readonly Region[] = [
  { id: 1, name: '臺北市', group: 'north' },
  { id: 2, name: '基隆市', group: 'north' },
  { id: 3, name: '新北市', group: 'north' },
  { id: 4, name: '新竹市', group: 'north' },
  { id: 5, name: '新竹縣', group: 'north' },
  { id: 6, name: '桃園市', group: 'north' },
  { id: 7, name: '苗栗縣', group: 'central' },
  { id: 8, name: '臺中市', group: 'central' },
  { id: 10, name: '彰化縣', group: 'central' },
  { id: 11, name: '南投縣', group: 'central' },
  { id: 12, name: '嘉義市', group: 'south' },
  { id: 13, name: '嘉義縣', group: 'south' },
  { id: 14, name: '雲林縣', group: 'central' },
  { id: 15, name: '臺南市', group: 'south' },
  { id: 17, name: '高雄市', group: 'south' },
  { id: 19, name: '屏東縣', group: 'south' },
  { id: 21, name: '宜蘭縣', group: 'north' },
  { id: 22, name: '臺東縣', group: 'east' },
  { id: 23, name: '花蓮縣', group: 'east' },
  { id: 24, name: '澎湖縣', group: 'islands' },
  { id: 25, name: '金門縣', group: 'islands' },
  { id: 26, name: '連江縣', group: 'islands' },
];

/** The 22 region ids, in the spec's order. */
export const REGION_IDS: readonly number[] = /* @__PURE__ */ REGIONS.map((r) => r.id);

const byId = /* @__PURE__ */ new Map(/* @__PURE__ */ REGIONS.map((r) => [r.id, r]));

/** The region with this id, or undefined. */
export function regionById(id: number): Region | undefined {
  return byId.get(id);
}

/** True when the id is one of the 22 region ids. */
export function isRegionId(id: unknown): id is number {
  return typeof id === 'number' && byId.has(id);
}

/** The regions of each group, in group order. */
export function regionsByGroup(): { key: RegionGroupKey; name: string; regions: Region[] }[] {
  return REGION_GROUPS.map((g) => ({ ...g, regions: REGIONS.filter((r) => r.group === g.key) }));
}
