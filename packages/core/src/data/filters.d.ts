/**
 * The filter option lists of the works and company search (doc 2 §3). Every list starts with
 * the 'any' option (不限). Range options carry their bounds as numbers (`null` = open end) so a
 * server can filter on them without parsing labels.
 */
/** Value of the leading 'any' option of every list. */
export declare const ANY = 'any';
/** The 'any' value's type. */
export type Any = typeof ANY;
/** Label of the 'any' option. */
export declare const ANY_LABEL = '\u4E0D\u9650';
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
/** Budget ranges in 萬 (ten thousand NTD). */
export declare const BUDGET_RANGES: readonly RangeOption[];
/** Housing types, in the spec's order. */
export declare const HOUSING_TYPES: readonly IdOption[];
/** Floor-area ranges in ping (坪). */
export declare const AREA_RANGES: readonly RangeOption[];
/** Spaces (rooms) a work photo can show. */
export declare const SPACES: readonly IdOption[];
/** Design styles. */
export declare const STYLES: readonly IdOption[];
/** All filter lists by name. */
export declare const FILTERS: {
  readonly budget: readonly RangeOption[];
  readonly housingType: readonly IdOption[];
  readonly area: readonly RangeOption[];
  readonly space: readonly IdOption[];
  readonly style: readonly IdOption[];
};
/** The option of a list with this value, or undefined. */
export declare function findOption<T extends IdOption | RangeOption>(
  list: readonly T[],
  value: T['value'] | null | undefined,
): T | undefined;
/** The numeric bounds of a range option for a server query; `{}` for 'any' or an unknown value. */
export declare function rangeBounds(
  list: readonly RangeOption[],
  value: string | null | undefined,
): {
  min?: number;
  max?: number;
};
//# sourceMappingURL=filters.d.ts.map
