/** Article detail: statistics (favourite, dislike, share) and the scroll rules. */
export * from './scroll.ts';
export * from './statistics.ts';
//# sourceMappingURL=index.d.ts.map
