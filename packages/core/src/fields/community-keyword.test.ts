import { describe, expect, it } from 'vitest';
import {
  communityEmptySearchMessage,
  isCommunityKeyword,
  shouldSearchCommunity,
  truncateCommunityKeyword,
} from './community-keyword.ts';

describe('Community keyword, docs/spec/quotes.md#validation and docs/spec/quotes.md#errors', () => {
  it('Community search: runs only when the keyword is non-empty', () => {
    expect(shouldSearchCommunity('')).toBe(false);
    expect(shouldSearchCommunity('   ')).toBe(false);
    expect(shouldSearchCommunity('信義')).toBe(true);
  });

  it('Community keyword: non-empty and at most 20 characters', () => {
    expect(isCommunityKeyword('')).toBe(false);
    expect(isCommunityKeyword('大'.repeat(20))).toBe(true);
    expect(isCommunityKeyword('大'.repeat(21))).toBe(false);
    expect(isCommunityKeyword('𠀀'.repeat(20))).toBe(true);
  });

  it('Community keyword: truncated to 20 characters', () => {
    expect(truncateCommunityKeyword('a'.repeat(25))).toBe('a'.repeat(20));
    expect(truncateCommunityKeyword('短')).toBe('短');
    expect(truncateCommunityKeyword('𠀀'.repeat(21))).toBe('𠀀'.repeat(20));
  });

  it('Empty community search: message names the region and the keyword truncated to 20', () => {
    expect(communityEmptySearchMessage('臺北市', '信義之星')).toBe('抱歉，“臺北市” 內暫無“信義之星”相關內容');
    expect(communityEmptySearchMessage('臺北市', `${'字'.repeat(20)}多出來`)).toBe(
      `抱歉，“臺北市” 內暫無“${'字'.repeat(20)}”相關內容`,
    );
  });
});
