/**
 * The region rules of docs/spec/session.md#entities–docs/spec/session.md#states as pure functions over a
 * plain state object, so each rule can
 * be read and tested on its own; the store only persists what these return.
 */
import { DEFAULT_LOCATION_ID, DEFAULT_REGION_ID, LOGIN_SAMPLE_REGION_IDS } from '../data/constants.ts';
import { regionById } from '../data/regions.ts';
import { regionMessages } from '../messages/zh-TW.ts';
import type { GeoResult } from '../session/session.schemas.ts';

/** Whether the visitor is in Taiwan: 1 yes, 0 no, null not yet known. */
export type IsTw = 0 | 1 | null;

/** The persisted region state (docs/spec/session.md#entities). */
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
export function regionNameOf(id: number): string {
  return regionById(id)?.name ?? regionMessages.defaultName;
}

/** The default state: region 1, location 0, region 1's name (fallback 臺北市), isTw unknown, flags false. */
export function defaultRegionState(): RegionState {
  const name = regionNameOf(DEFAULT_REGION_ID);
  return {
    regionId: DEFAULT_REGION_ID,
    locationId: DEFAULT_LOCATION_ID,
    regionName: name,
    locationName: name,
    isTw: null,
    agreement: false,
    internal: false,
  };
}

/**
 * When regionId changes, locationId, regionName and locationName follow the region and isTw
 * becomes 1 (docs/spec/session.md#states). The same id returns the state unchanged.
 */
export function followRegionChange(state: RegionState, regionId: number): RegionState {
  if (regionId === state.regionId) return state;
  const name = regionNameOf(regionId);
  return { ...state, regionId, locationId: regionId, regionName: name, locationName: name, isTw: 1 };
}

/**
 * Region change: id and name are set, defaulting to 1 / 臺北市 (docs/spec/session.md#states); the follow rule
 * then
 * applies. (The page reload is the store's job.)
 */
export function applyRegionChange(state: RegionState, id?: number | null): RegionState {
  const regionId = id ?? DEFAULT_REGION_ID;
  const next = followRegionChange(state, regionId);
  return next === state ? { ...state, regionName: regionNameOf(regionId) } : next;
}

/** A district as the region → district picker hands it over. */
export interface ChosenDistrict {
  id: number;
  cityId: number;
  name: string;
}

/**
 * The region → district picker's choice: the region change of docs/spec/session.md#states, then the
 * location is the district (its id and name) when it is one of that region's districts; none
 * (全區) or another region's district leaves the whole region.
 */
export function applyDistrictChoice(
  state: RegionState,
  regionId: number,
  district: ChosenDistrict | undefined,
): RegionState {
  const next = applyRegionChange(state, regionId);
  if (!district || district.cityId !== next.regionId) {
    return { ...next, locationId: next.regionId, locationName: next.regionName };
  }
  return { ...next, locationId: district.id, locationName: district.name };
}

/**
 * The region id the login page's sample works are asked for (docs/spec/platform.md#limits: region ids 0 to
 * 17, 0
 * means all): the visitor's region when it is within 0..17, else 0 (every region).
 */
export function loginSampleRegionOf(regionId: number): number {
  const { min, max, all } = LOGIN_SAMPLE_REGION_IDS;
  return Number.isInteger(regionId) && regionId >= min && regionId <= max ? regionId : all;
}

/** A geolocation call is needed when isTw is neither 0 nor 1 (docs/spec/session.md#states). */
export function needsGeolocation(state: Pick<RegionState, 'isTw'>): boolean {
  return state.isTw !== 0 && state.isTw !== 1;
}

/**
 * Applies a geolocation result (docs/spec/session.md#states): isTw and locationId come from is_tw and region;
 * locationName is the region's name when in Taiwan, else 海外; in Taiwan regionId becomes the
 * returned region (and the follow rule applies). is_tw is stored as 1/0 so a truthy non-1 value
 * such as `true` cannot make the call run again on every visit.
 */
export function applyGeoResult(state: RegionState, result: GeoResult): RegionState {
  const isTw: IsTw = result.is_tw ? 1 : 0;
  const next: RegionState = {
    ...state,
    isTw,
    locationId: result.region,
    locationName: isTw ? regionNameOf(result.region) : regionMessages.overseas,
  };
  return isTw ? followRegionChange(next, result.region) : next;
}

/** Reads a persisted state leniently: each field of the wrong type falls back to its default. */
export function parseRegionState(raw: unknown): RegionState {
  const base = defaultRegionState();
  if (!raw || typeof raw !== 'object') return base;
  const r = raw as Record<string, unknown>;
  const int = (v: unknown, d: number) => (typeof v === 'number' && Number.isInteger(v) ? v : d);
  const str = (v: unknown, d: string) => (typeof v === 'string' && v !== '' ? v : d);
  return {
    regionId: int(r.regionId, base.regionId),
    locationId: int(r.locationId, base.locationId),
    regionName: str(r.regionName, base.regionName),
    locationName: str(r.locationName, base.locationName),
    isTw: r.isTw === 0 || r.isTw === 1 ? r.isTw : null,
    agreement: r.agreement === true,
    internal: r.internal === true,
  };
}
