/**
 * The 22 regions of Taiwan as the spec numbers them (doc 2 §3), with Traditional names, the
 * five groups and coordinates of each seat of government.
 */
export const REGION_GROUPS = [
  { key: 'north', name: '北部' },
  { key: 'central', name: '中部' },
  { key: 'south', name: '南部' },
  { key: 'east', name: '東部' },
  { key: 'islands', name: '離島' },
] as const;
export type RegionGroupKey = (typeof REGION_GROUPS)[number]['key'];

export interface Region {
  id: number;
  name: string;
  group: RegionGroupKey;
  lat: number;
  lng: number;
}

export const REGIONS: readonly Region[] = [
  { id: 1, name: '臺北市', group: 'north', lat: 25.0375, lng: 121.5637 },
  { id: 2, name: '基隆市', group: 'north', lat: 25.1276, lng: 121.7392 },
  { id: 3, name: '新北市', group: 'north', lat: 25.012, lng: 121.4657 },
  { id: 4, name: '新竹市', group: 'north', lat: 24.8138, lng: 120.9675 },
  { id: 5, name: '新竹縣', group: 'north', lat: 24.8387, lng: 121.0177 },
  { id: 6, name: '桃園市', group: 'north', lat: 24.9936, lng: 121.301 },
  { id: 7, name: '苗栗縣', group: 'central', lat: 24.5602, lng: 120.8214 },
  { id: 8, name: '臺中市', group: 'central', lat: 24.1477, lng: 120.6736 },
  { id: 10, name: '彰化縣', group: 'central', lat: 24.0518, lng: 120.5161 },
  { id: 11, name: '南投縣', group: 'central', lat: 23.9609, lng: 120.9719 },
  { id: 12, name: '嘉義市', group: 'south', lat: 23.4801, lng: 120.4491 },
  { id: 13, name: '嘉義縣', group: 'south', lat: 23.4518, lng: 120.2555 },
  { id: 14, name: '雲林縣', group: 'central', lat: 23.7092, lng: 120.4313 },
  { id: 15, name: '臺南市', group: 'south', lat: 22.9999, lng: 120.227 },
  { id: 17, name: '高雄市', group: 'south', lat: 22.6273, lng: 120.3014 },
  { id: 19, name: '屏東縣', group: 'south', lat: 22.5519, lng: 120.5487 },
  { id: 21, name: '宜蘭縣', group: 'north', lat: 24.7021, lng: 121.7378 },
  { id: 22, name: '臺東縣', group: 'east', lat: 22.7583, lng: 121.1444 },
  { id: 23, name: '花蓮縣', group: 'east', lat: 23.9872, lng: 121.6015 },
  { id: 24, name: '澎湖縣', group: 'islands', lat: 23.5712, lng: 119.5793 },
  { id: 25, name: '金門縣', group: 'islands', lat: 24.4493, lng: 118.3767 },
  { id: 26, name: '連江縣', group: 'islands', lat: 26.1602, lng: 119.9517 },
];

/** The 22 region ids, in the spec's order. */
export const REGION_IDS: readonly number[] = REGIONS.map((r) => r.id);

const byId = new Map(REGIONS.map((r) => [r.id, r]));

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
