/** Region state: the persisted region/location, geolocation and region change. */
export * from './region-store.ts';
export * from './rules.ts';
//# sourceMappingURL=index.d.ts.map
