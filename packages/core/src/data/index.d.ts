/** Reference data: regions, cities and districts, filter option lists and business constants. */
export * from './constants.ts';
export * from './districts.ts';
export * from './filters.ts';
export * from './region-coordinates.ts';
export * from './regions.ts';
//# sourceMappingURL=index.d.ts.map
