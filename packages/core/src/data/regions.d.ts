/**
 * The 22 regions of Taiwan as the spec numbers them (doc 2 §3), with Traditional names and the
 * five groups. The coordinates of each seat of government are in `region-coordinates.ts`
 * (`REGIONS_WITH_COORDINATES`), so the forms that only list regions do not carry them.
 */
/** The five region groups, in the spec's order. */
export declare const REGION_GROUPS: readonly [
  {
    readonly key: 'north';
    readonly name: '北部';
  },
  {
    readonly key: 'central';
    readonly name: '中部';
  },
  {
    readonly key: 'south';
    readonly name: '南部';
  },
  {
    readonly key: 'east';
    readonly name: '東部';
  },
  {
    readonly key: 'islands';
    readonly name: '離島';
  },
];
/** One of the five region groups. */
export type RegionGroupKey = (typeof REGION_GROUPS)[number]['key'];
/** A region: id, name and group (see {@link RegionWithCoordinates} for its coordinates). */
export interface Region {
  id: number;
  name: string;
  group: RegionGroupKey;
}
/** The 22 regions, in the spec's order. */
export declare const REGIONS: readonly Region[];
/** The 22 region ids, in the spec's order. */
export declare const REGION_IDS: readonly number[];
/** The region with this id, or undefined. */
export declare function regionById(id: number): Region | undefined;
/** True when the id is one of the 22 region ids. */
export declare function isRegionId(id: unknown): id is number;
/** The regions of each group, in group order. */
export declare function regionsByGroup(): {
  key: RegionGroupKey;
  name: string;
  regions: Region[];
}[];
//# sourceMappingURL=regions.d.ts.map
