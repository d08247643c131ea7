/** Typed analytics bus, its event map and sinks (the data layer, the first-party sender). */
export * from './analytics.ts';
export * from './beacon.ts';
export * from './error-reporter.ts';
export * from './events.ts';
export * from './page-view-stats.ts';
export * from './quote-funnel.ts';
export * from './sinks.ts';
