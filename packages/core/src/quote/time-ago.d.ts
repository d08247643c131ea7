/**
 * How long ago something happened, for the recent quote records (doc 2 §8 "Time formatting
 * failure: warning logged, nothing shown; under one minute shows 剛才"): 剛才 under one minute,
 * then minutes, hours and days. A time that cannot be read logs a warning and gives ''.
 */
export declare function timeAgo(iso: string, now: number): string;
//# sourceMappingURL=time-ago.d.ts.map
