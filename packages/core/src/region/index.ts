/** Region state: the persisted region/location, geolocation and region change. */

export * from './district-picker.ts';
export * from './region-store.ts';
export * from './rules.ts';
