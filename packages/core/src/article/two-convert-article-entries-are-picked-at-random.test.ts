/** docs/spec/quotes.md#limits: "Two convert-article entries are picked at random from a list". */
import { describe, expect, it } from 'vitest';
import { CONVERT_ARTICLE_PICKS } from '../data/constants.ts';
import { CONVERT_ARTICLE_ENTRIES, convertEntriesAt, pickConvertIndexes } from './convert-entries.ts';

/** A seeded generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('two convert-article entries are picked at random from a list', () => {
  const size = CONVERT_ARTICLE_ENTRIES.length;

  it('the list has more than two entries, each with a path of this site and its words', () => {
    expect(CONVERT_ARTICLE_PICKS).toBe(2);
    expect(size).toBeGreaterThan(2);
    expect(new Set(CONVERT_ARTICLE_ENTRIES.map((e) => e.key)).size).toBe(size);
    for (const entry of CONVERT_ARTICLE_ENTRIES) {
      expect(entry.href).toMatch(/^\/[a-z]/);
      expect(entry.title && entry.lead && entry.action).toBeTruthy();
    }
  });

  it('always two distinct entries of the list', () => {
    const random = seeded(17);
    for (let run = 0; run < 2000; run++) {
      const picks = pickConvertIndexes(size, random);
      expect(picks).toHaveLength(2);
      expect(picks[0]).not.toBe(picks[1]);
      for (const i of picks) expect(i >= 0 && i < size && Number.isInteger(i)).toBe(true);
      expect(convertEntriesAt(picks)).toHaveLength(2);
    }
  });

  it('at random: every entry and every ordered pair comes up, about equally often', () => {
    const random = seeded(2026);
    const runs = 30_000;
    const pairs = new Map<string, number>();
    for (let run = 0; run < runs; run++) {
      const key = pickConvertIndexes(size, random).join(',');
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    const expected = runs / (size * (size - 1));
    expect(pairs.size).toBe(size * (size - 1));
    for (const n of pairs.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.25);
  });

  it('the extremes of the generator stay in the list ([0, 1) and a value just under 1)', () => {
    expect(pickConvertIndexes(size, () => 0)).toEqual([0, 1]);
    expect(pickConvertIndexes(size, () => 0.999_999_999)).toEqual([size - 1, 0]);
    expect(pickConvertIndexes(size, () => 1)).toEqual([size - 1, 0]);
  });

  it('a list of one or none gives what there is', () => {
    expect(pickConvertIndexes(1)).toEqual([0]);
    expect(pickConvertIndexes(0)).toEqual([]);
  });

  it('the page draws the picked positions; unknown or repeated ones are left out', () => {
    expect(convertEntriesAt([1, 0]).map((e) => e.key)).toEqual([
      CONVERT_ARTICLE_ENTRIES[1]?.key,
      CONVERT_ARTICLE_ENTRIES[0]?.key,
    ]);
    expect(convertEntriesAt([2, 2, 99, -1])).toEqual([CONVERT_ARTICLE_ENTRIES[2]]);
  });
});
