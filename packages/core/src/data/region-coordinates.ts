/**
 * Coordinates of each region's seat of government, for callers that need them (geolocation,
 * maps, distances). Kept apart from `regions.ts` so the forms that only list regions do not
 * carry them.
 */
import { REGIONS, type Region } from './regions.ts';

/** A region with the coordinates of its seat of government. */
export interface RegionWithCoordinates extends Region {
  lat: number;
  lng: number;
}

/** [lat, lng] of each region's seat of government, by region id. */
export const REGION_COORDINATES: Readonly<Record<number, readonly [lat: number, lng: number]>> = {
  1: [25.0375, 121.5637],
  2: [25.1276, 121.7392],
  3: [25.012, 121.4657],
  4: [24.8138, 120.9675],
  5: [24.8387, 121.0177],
  6: [24.9936, 121.301],
  7: [24.5602, 120.8214],
  8: [24.1477, 120.6736],
  10: [24.0518, 120.5161],
  11: [23.9609, 120.9719],
  12: [23.4801, 120.4491],
  13: [23.4518, 120.2555],
  14: [23.7092, 120.4313],
  15: [22.9999, 120.227],
  17: [22.6273, 120.3014],
  19: [22.5519, 120.5487],
  21: [24.7021, 121.7378],
  22: [22.7583, 121.1444],
  23: [23.9872, 121.6015],
  24: [23.5712, 119.5793],
  25: [24.4493, 118.3767],
  26: [26.1602, 119.9517],
};

/** The 22 regions with coordinates, in the spec's order (what `REGIONS` held before the split). */
export const REGIONS_WITH_COORDINATES: readonly RegionWithCoordinates[] = /* @__PURE__ */ REGIONS.map(
  (region) => {
    const [lat, lng] = REGION_COORDINATES[region.id] ?? [Number.NaN, Number.NaN];
    return { ...region, lat, lng };
  },
);
