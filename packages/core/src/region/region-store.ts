import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { COOKIE_NAMES, DEFAULT_COOKIE_MAX_AGE } from '../data/constants.ts';
import type { CookieJar, KeyValueStorage, LocationPort } from '../platform/types.ts';
import type { GeoResult } from '../session/session.schemas.ts';
import {
  applyDistrictChoice,
  applyGeoResult,
  applyRegionChange,
  type ChosenDistrict,
  type IsTw,
  needsGeolocation,
  parseRegionState,
  type RegionState,
  regionNameOf,
} from './rules.ts';

/** Storage key of the persisted region state. */
export const REGION_STORAGE_KEY = 'renovo-region';

/** The one call the region store makes (docs/spec/platform.md#calls: a geolocation call returning is_tw and region). */
export interface RegionApi {
  geo(): Promise<GeoResult>;
}

/** Dependencies of {@link createRegionStore}. */
export interface RegionStoreDeps {
  storage: KeyValueStorage;
  cookies: CookieJar;
  api: RegionApi;
  location: LocationPort;
  /** Where a failed geolocation call is reported; defaults to the console. */
  onError?: (error: unknown) => void;
}

/** The region store: read-only state and the region actions. */
export interface RegionStore {
  /** The whole persisted state. */
  readonly state: ReadonlySignal<RegionState>;
  readonly regionId: ReadonlySignal<number>;
  readonly locationId: ReadonlySignal<number>;
  readonly regionName: ReadonlySignal<string>;
  readonly locationName: ReadonlySignal<string>;
  readonly isTw: ReadonlySignal<IsTw>;
  readonly agreement: ReadonlySignal<boolean>;
  readonly internal: ReadonlySignal<boolean>;
  /** Sets the region (default 1 / 臺北市), persists it and reloads the page. */
  changeRegion(id?: number | null): void;
  /**
   * Sets the region and its district (the phone's region → district picker; none for 全區),
   * persists them and reloads the page.
   */
  changeDistrict(regionId: number, district?: ChosenDistrict): void;
  /** Runs the geolocation call when isTw is unknown; resolves true when the call ran and succeeded. */
  ensureGeo(): Promise<boolean>;
  /** Sets the agreement flag. */
  setAgreement(value: boolean): void;
  /** Sets the internal flag. */
  setInternal(value: boolean): void;
}

/** Reads the state from storage, else from the mirrored cookies (what SSR sees), else defaults. */
function hydrate(storage: KeyValueStorage, cookies: CookieJar): RegionState {
  const stored = storage.getItem(REGION_STORAGE_KEY);
  if (stored !== null) {
    try {
      return parseRegionState(JSON.parse(stored));
    } catch {
      // A corrupt entry is treated as absent.
    }
  }
  const num = (name: string) => {
    const v = cookies.get(name);
    return v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v);
  };
  const regionId = num(COOKIE_NAMES.region);
  return parseRegionState({
    regionId,
    locationId: num(COOKIE_NAMES.location),
    // No cookie carries the region name: it follows the region id.
    regionName: regionId === undefined ? undefined : regionNameOf(regionId),
    locationName: cookies.get(COOKIE_NAMES.locationName),
    isTw: num(COOKIE_NAMES.isTw),
  });
}

/**
 * Creates the region store. State is persisted under {@link REGION_STORAGE_KEY} and mirrored into
 * the region, location, location-name and is_tw cookies (the API client sends them as headers).
 * @example
 * const region = createRegionStore({ storage: localStorage, cookies, api, location });
 * await region.ensureGeo();
 */
export function createRegionStore(deps: RegionStoreDeps): RegionStore {
  const { storage, cookies, api, location } = deps;
  const onError = deps.onError ?? ((e: unknown) => console.warn('[renovo] geolocation failed', e));
  const state = signal<RegionState>(hydrate(storage, cookies));
  let geoInFlight: Promise<boolean> | undefined;

  function commit(next: RegionState): void {
    state.value = next;
    storage.setItem(REGION_STORAGE_KEY, JSON.stringify(next));
    const opts = { maxAge: DEFAULT_COOKIE_MAX_AGE };
    cookies.set(COOKIE_NAMES.region, String(next.regionId), opts);
    cookies.set(COOKIE_NAMES.location, String(next.locationId), opts);
    cookies.set(COOKIE_NAMES.locationName, next.locationName, opts);
    if (next.isTw === null) cookies.remove(COOKIE_NAMES.isTw);
    else cookies.set(COOKIE_NAMES.isTw, String(next.isTw), opts);
  }

  return {
    state: computed(() => state.value),
    regionId: computed(() => state.value.regionId),
    locationId: computed(() => state.value.locationId),
    regionName: computed(() => state.value.regionName),
    locationName: computed(() => state.value.locationName),
    isTw: computed(() => state.value.isTw),
    agreement: computed(() => state.value.agreement),
    internal: computed(() => state.value.internal),
    changeRegion(id) {
      commit(applyRegionChange(state.peek(), id));
      location.reload();
    },
    changeDistrict(regionId, district) {
      commit(applyDistrictChoice(state.peek(), regionId, district));
      location.reload();
    },
    ensureGeo() {
      if (!needsGeolocation(state.peek())) return Promise.resolve(false);
      // One call at a time: concurrent callers share the pending one.
      geoInFlight ??= api
        .geo()
        .then(
          (result) => {
            commit(applyGeoResult(state.peek(), result));
            return true;
          },
          (error: unknown) => {
            onError(error);
            return false;
          },
        )
        .finally(() => {
          geoInFlight = undefined;
        });
      return geoInFlight;
    },
    setAgreement(value) {
      commit({ ...state.peek(), agreement: value });
    },
    setInternal(value) {
      commit({ ...state.peek(), internal: value });
    },
  };
}
