/** Article detail: statistics (favourite, dislike, share) and the scroll rules. */

export * from './convert-entries.ts';
export * from './scroll.ts';
export * from './statistics.ts';
