import type { GeoResult } from '../schemas/session.ts';
/** Whether the visitor is in Taiwan: 1 yes, 0 no, null not yet known. */
export type IsTw = 0 | 1 | null;
/** The persisted region state (doc 1 §3). */
export interface RegionState {
  regionId: number;
  locationId: number;
  regionName: string;
  locationName: string;
  isTw: IsTw;
  /** Agreement flag (meaning not shown in the spec). */
  agreement: boolean;
  /** Internal flag, e.g. an internal-IP visitor (meaning not shown in the spec). */
  internal: boolean;
}
/** The name of a region id: the catalogue name, else the default name 臺北市. */
export declare function regionNameOf(id: number): string;
/** The default state: region 1, location 0, region 1's name (fallback 臺北市), isTw unknown, flags false. */
export declare function defaultRegionState(): RegionState;
/**
 * When regionId changes, locationId, regionName and locationName follow the region and isTw
 * becomes 1 (doc 1 §4). The same id returns the state unchanged.
 */
export declare function followRegionChange(state: RegionState, regionId: number): RegionState;
/**
 * Region change: id and name are set, defaulting to 1 / 臺北市 (doc 1 §4); the follow rule then
 * applies. (The page reload is the store's job.)
 */
export declare function applyRegionChange(state: RegionState, id?: number | null): RegionState;
/** A geolocation call is needed when isTw is neither 0 nor 1 (doc 1 §4). */
export declare function needsGeolocation(state: Pick<RegionState, 'isTw'>): boolean;
/**
 * Applies a geolocation result (doc 1 §4): isTw and locationId come from is_tw and region;
 * locationName is the region's name when in Taiwan, else 海外; in Taiwan regionId becomes the
 * returned region (and the follow rule applies). is_tw is stored as 1/0 so a truthy non-1 value
 * such as `true` cannot make the call run again on every visit.
 */
export declare function applyGeoResult(state: RegionState, result: GeoResult): RegionState;
/** Reads a persisted state leniently: each field of the wrong type falls back to its default. */
export declare function parseRegionState(raw: unknown): RegionState;
//# sourceMappingURL=rules.d.ts.map
