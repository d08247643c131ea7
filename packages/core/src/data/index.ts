/** Reference data: regions, cities and districts, filter option lists and business constants. */
export * from './constants.ts';
export * from './districts.ts';
export * from './filters.ts';
export * from './ratings.ts';
export * from './region-coordinates.ts';
export * from './regions.ts';
export * from './share-images.ts';
export * from './style-test.ts';
export * from './survey.ts';
