/**
 * Community search keyword rules (docs/spec/quotes.md#validation "Other", docs/spec/quotes.md#errors empty
 * search).
 */
import { COMMUNITY_KEYWORD_MAX_LENGTH } from '../data/constants.ts';
import { communityQuoteMessages, format } from '../messages/zh-TW.ts';

/** The search runs only for a non-empty keyword (blank counts as empty); an empty one clears results. */
export function shouldSearchCommunity(keyword: string): boolean {
  return keyword.trim() !== '';
}

/** A usable keyword: non-empty and at most 20 characters. */
export function isCommunityKeyword(keyword: string): boolean {
  return shouldSearchCommunity(keyword) && Array.from(keyword).length <= COMMUNITY_KEYWORD_MAX_LENGTH;
}

/** Cuts a keyword to its first 20 characters (mobile input max length; empty-result message). */
export function truncateCommunityKeyword(keyword: string): string {
  const characters = Array.from(keyword);
  return characters.length <= COMMUNITY_KEYWORD_MAX_LENGTH
    ? keyword
    : characters.slice(0, COMMUNITY_KEYWORD_MAX_LENGTH).join('');
}

/** The empty-search notice for a region and a keyword, the keyword truncated to 20 characters. */
export function communityEmptySearchMessage(region: string, keyword: string): string {
  return format(communityQuoteMessages.emptySearch, {
    region,
    keyword: truncateCommunityKeyword(keyword),
  });
}
