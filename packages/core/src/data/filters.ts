/**
 * The filter option lists of the works and company search (docs/spec/quotes.md#entities). Every list starts
 * with
 * the 'any' option (不限). Range options carry their bounds as numbers (`null` = open end) so a
 * server can filter on them without parsing labels.
 */

/** Value of the leading 'any' option of every list. */
export const ANY = 'any';
/** The 'any' value's type. */
export type Any = typeof ANY;
/** Label of the 'any' option. */
export const ANY_LABEL = '不限';

/** An option picked by id (housing type, space, style). */
export interface IdOption {
  value: number | Any;
  label: string;
}

/** An option that stands for a numeric range; `min`/`max` are inclusive, `null` means open. */
export interface RangeOption {
  value: string;
  label: string;
  min: number | null;
  max: number | null;
}

const anyId: IdOption = { value: ANY, label: ANY_LABEL };
const anyRange: RangeOption = { value: ANY, label: ANY_LABEL, min: null, max: null };

function range(min: number, max: number | null, unit: string, below = false): RangeOption {
  if (max === null) return { value: `${min}+`, label: `${min}${unit}以上`, min, max };
  return { value: `${min}-${max}`, label: below ? `${max}${unit}以下` : `${min}-${max}${unit}`, min, max };
}

/** Budget ranges in 萬 (ten thousand NTD). */
export const BUDGET_RANGES: readonly RangeOption[] = [
  anyRange,
  range(31, 50, '萬'),
  range(51, 80, '萬'),
  range(81, 100, '萬'),
  range(101, 200, '萬'),
  range(201, 300, '萬'),
  range(301, 400, '萬'),
  range(401, 500, '萬'),
  range(501, null, '萬'),
];

/** Housing types, in the spec's order. */
export const HOUSING_TYPES: readonly IdOption[] = [
  anyId,
  { value: 1, label: '新成屋' },
  { value: 6, label: '中古屋' },
  { value: 3, label: '老屋翻新' },
  { value: 8, label: '局部裝修' },
  { value: 4, label: '自地自建' },
  { value: 5, label: '預售屋' },
  { value: 2, label: '毛胚屋' },
  { value: 7, label: '商業空間' },
];

/** Floor-area ranges in ping (坪). */
export const AREA_RANGES: readonly RangeOption[] = [
  anyRange,
  range(0, 10, '坪', true),
  range(10, 20, '坪'),
  range(21, 35, '坪'),
  range(36, 50, '坪'),
  range(51, 80, '坪'),
  range(81, null, '坪'),
];

/** Spaces (rooms) a work photo can show. */
export const SPACES: readonly IdOption[] = [
  anyId,
  { value: 1, label: '客廳' },
  { value: 2, label: '餐廳' },
  { value: 3, label: '衛浴' },
  { value: 4, label: '書房' },
  { value: 5, label: '廚房' },
  { value: 6, label: '臥室' },
  { value: 10, label: '玄關' },
  { value: 11, label: '陽台' },
  { value: 12, label: '吧台' },
  { value: 17, label: '兒童房' },
  { value: 24, label: '更衣室' },
  { value: 16, label: '其他' },
];

/** Design styles. */
export const STYLES: readonly IdOption[] = [
  anyId,
  { value: 1, label: '現代風' },
  { value: 10, label: '混搭風' },
  { value: 12, label: '北歐風' },
  { value: 22, label: '日式風' },
  { value: 13, label: '工業風' },
  { value: 5, label: '美式風' },
  { value: 3, label: '古典風' },
  { value: 2, label: '鄉村風' },
  { value: 7, label: '新古典' },
  { value: 6, label: '奢華風' },
  { value: 23, label: '其他' },
];

/** All filter lists by name. */
export const FILTERS = {
  budget: BUDGET_RANGES,
  housingType: HOUSING_TYPES,
  area: AREA_RANGES,
  space: SPACES,
  style: STYLES,
} as const;

/** The option of a list with this value, or undefined. */
export function findOption<T extends IdOption | RangeOption>(
  list: readonly T[],
  value: T['value'] | null | undefined,
): T | undefined {
  return list.find((o) => o.value === value);
}

/** The range of a list (not 'any') that holds `n`, or undefined. */
export function rangeHolding(list: readonly RangeOption[], n: number): RangeOption | undefined {
  return list.find((o) => o.min != null && o.min <= n && (o.max == null || n <= o.max));
}

/** The numeric bounds of a range option for a server query; `{}` for 'any' or an unknown value. */
export function rangeBounds(
  list: readonly RangeOption[],
  value: string | null | undefined,
): {
  min?: number;
  max?: number;
} {
  const option = findOption(list, value);
  const bounds: { min?: number; max?: number } = {};
  if (option?.min != null) bounds.min = option.min;
  if (option?.max != null) bounds.max = option.max;
  return bounds;
}
