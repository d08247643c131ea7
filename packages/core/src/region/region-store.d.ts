import { type ReadonlySignal } from '@preact/signals-core';
import type { CookieJar, KeyValueStorage, LocationPort } from '../platform/types.ts';
import type { GeoResult } from '../schemas/session.ts';
import { type IsTw, type RegionState } from './rules.ts';
/** Storage key of the persisted region state. */
export declare const REGION_STORAGE_KEY = 'renovo-region';
/** The one call the region store makes (doc 1 §7: a geolocation call returning is_tw and region). */
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
  /** Runs the geolocation call when isTw is unknown; resolves true when the call ran and succeeded. */
  ensureGeo(): Promise<boolean>;
  /** Sets the agreement flag. */
  setAgreement(value: boolean): void;
  /** Sets the internal flag. */
  setInternal(value: boolean): void;
}
/**
 * Creates the region store. State is persisted under {@link REGION_STORAGE_KEY} and mirrored into
 * the region, location, location-name and is_tw cookies (the API client sends them as headers).
 * @example
 * const region = createRegionStore({ storage: localStorage, cookies, api, location });
 * await region.ensureGeo();
 */
export declare function createRegionStore(deps: RegionStoreDeps): RegionStore;
//# sourceMappingURL=region-store.d.ts.map
