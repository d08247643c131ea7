/**
 * A formatted number goes into a mobile field as its digits (docs/spec/session.md "at most 10
 * characters"): spaces, dashes, brackets, full-width digits and +886 never cost a digit; a
 * masked number keeps its `*`.
 */
import { describe, expect, it } from 'vitest';
import { tidyMobileText } from './mobile-input.ts';

describe('a formatted mobile goes in as its digits', () => {
  it.each([
    ['0912-000-150', '0912000150'],
    ['0912 000 150', '0912000150'],
    ['(0912) 000.150', '0912000150'],
    ['+886 912 000 150', '0912000150'],
    ['+886 0912-000-150', '0912000150'],
    ['０９１２０００１５０', '0912000150'],
    ['＋８８６ ９１２ ０００ １５０', '0912000150'],
    ['0912000150', '0912000150'],
    ['09１2abc', '0912'],
    ['0912***678', '0912***678'],
  ])('%s → %s', (typed, kept) => {
    expect(tidyMobileText(typed)).toBe(kept);
  });
});
