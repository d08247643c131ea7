/** Typed analytics bus, its event map and sinks. */
export * from './analytics.ts';
export * from './events.ts';
export * from './sinks.ts';
//# sourceMappingURL=index.d.ts.map
