/** The search runs only for a non-empty keyword (blank counts as empty); an empty one clears results. */
export declare function shouldSearchCommunity(keyword: string): boolean;
/** A usable keyword: non-empty and at most 20 characters. */
export declare function isCommunityKeyword(keyword: string): boolean;
/** Cuts a keyword to its first 20 characters (mobile input max length; empty-result message). */
export declare function truncateCommunityKeyword(keyword: string): string;
/** The empty-search notice for a region and a keyword, the keyword truncated to 20 characters. */
export declare function communityEmptySearchMessage(region: string, keyword: string): string;
//# sourceMappingURL=community-keyword.d.ts.map
