import { describe, expect, it } from 'vitest';
import { deriveHouseLayout } from './house-layout.ts';
import { priceQuote } from './price-quote.ts';
import type { HouseLayout } from './types.ts';

function label(layout: HouseLayout): string {
  return `${layout.bedroom}房${layout.living_room}廳${layout.bathroom}衛`;
}

describe('a plausible layout is derived from the size when none is given', () => {
  it('follows the size tiers', () => {
    expect(label(deriveHouseLayout(8))).toBe('1房1廳1衛');
    expect(label(deriveHouseLayout(15))).toBe('1房1廳1衛');
    expect(label(deriveHouseLayout(15.01))).toBe('2房1廳1衛');
    expect(label(deriveHouseLayout(30))).toBe('2房1廳1衛');
    expect(label(deriveHouseLayout(31))).toBe('3房2廳2衛');
    expect(label(deriveHouseLayout(45))).toBe('3房2廳2衛');
    expect(label(deriveHouseLayout(46))).toBe('4房2廳2衛');
    expect(label(deriveHouseLayout(70))).toBe('4房2廳2衛');
    expect(label(deriveHouseLayout(71))).toBe('5房2廳3衛');
    expect(label(deriveHouseLayout(999))).toBe('5房2廳3衛');
  });

  it('always has one kitchen and at least one balcony, and never shrinks as the size grows', () => {
    let previous = deriveHouseLayout(1);
    for (let size = 1; size <= 999; size++) {
      const layout = deriveHouseLayout(size);
      expect(layout.kitchen).toBe(1);
      expect(layout.balcony).toBeGreaterThanOrEqual(1);
      for (const kind of Object.keys(layout) as (keyof HouseLayout)[]) {
        expect(layout[kind]).toBeGreaterThanOrEqual(previous[kind]);
      }
      previous = layout;
    }
  });

  it('answers the derived layout in house_layout, or the given one unchanged', () => {
    expect(priceQuote({ level: 1, size: 30 }).house_layout).toEqual({
      bedroom: 2,
      living_room: 1,
      kitchen: 1,
      bathroom: 1,
      balcony: 1,
    });
    const given = { bedroom: 3, living_room: 2, kitchen: 0, bathroom: 2, balcony: 0 };
    const quote = priceQuote({ level: 1, size: 30, layout: given });
    expect(quote.house_layout).toEqual(given);
    expect(quote.house_layout).not.toBe(given);
  });

  it('hands out a fresh object each time', () => {
    const a = deriveHouseLayout(20);
    a.bedroom = 9;
    expect(deriveHouseLayout(20).bedroom).toBe(2);
  });
});
