/** Splits the records into the slides of the vertical carousel: pairs by default. */
export declare function pairRecords<T>(records: readonly T[], perView?: number): T[][];
/** Picks `count` distinct entries of the pool at random (four avatars by default). */
export declare function pickAvatars<T>(pool: readonly T[], count?: number, random?: () => number): T[];
//# sourceMappingURL=recent-records.d.ts.map
