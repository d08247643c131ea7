/**
 * Coordinates of each region's seat of government, for callers that need them (geolocation,
 * maps, distances). Kept apart from `regions.ts` so the forms that only list regions do not
 * carry them.
 */
import { type Region } from './regions.ts';
/** A region with the coordinates of its seat of government. */
export interface RegionWithCoordinates extends Region {
  lat: number;
  lng: number;
}
/** [lat, lng] of each region's seat of government, by region id. */
export declare const REGION_COORDINATES: Readonly<Record<number, readonly [lat: number, lng: number]>>;
/** The 22 regions with coordinates, in the spec's order (what `REGIONS` held before the split). */
export declare const REGIONS_WITH_COORDINATES: readonly RegionWithCoordinates[];
//# sourceMappingURL=region-coordinates.d.ts.map
