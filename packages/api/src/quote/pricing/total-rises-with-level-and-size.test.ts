import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote.ts';
import type { DecorateLevel, HouseLayout } from './types.ts';

const level = fc.constantFrom<DecorateLevel>(1, 2, 3);
const size = fc.integer({ min: 1, max: 999 });
const centiSize = fc.integer({ min: 1, max: 99_900 }).map((h) => h / 100);
const layout: fc.Arbitrary<HouseLayout> = fc.record({
  bedroom: fc.integer({ min: 0, max: 6 }),
  living_room: fc.integer({ min: 0, max: 3 }),
  kitchen: fc.integer({ min: 0, max: 2 }),
  bathroom: fc.integer({ min: 0, max: 4 }),
  balcony: fc.integer({ min: 0, max: 3 }),
});

function parts(level: DecorateLevel, size: number, layout?: HouseLayout) {
  const quote = priceQuote(layout === undefined ? { level, size } : { level, size, layout });
  return [
    quote.total_amount,
    quote.valuation.design_and_construction.tt_amount,
    quote.valuation.furniture_and_appliance.tt_amount,
  ];
}

describe('the total rises with the level and with the size', () => {
  it('a larger home costs more at every level (derived layout, whole ping 1–999)', () => {
    fc.assert(
      fc.property(level, size, size, (l, a, b) => {
        fc.pre(a !== b);
        const [small, large] = a < b ? [a, b] : [b, a];
        const [totalSmall, designSmall, furnitureSmall] = parts(l, small);
        const [totalLarge, designLarge, furnitureLarge] = parts(l, large);
        expect(totalLarge).toBeGreaterThan(totalSmall!);
        expect(designLarge).toBeGreaterThan(designSmall!);
        expect(furnitureLarge).toBeGreaterThan(furnitureSmall!);
      }),
      { numRuns: 2000 },
    );
  });

  it('a higher level costs more at every size (derived layout, whole ping 1–999)', () => {
    fc.assert(
      fc.property(size, (s) => {
        const [t1, d1, f1] = parts(1, s);
        const [t2, d2, f2] = parts(2, s);
        const [t3, d3, f3] = parts(3, s);
        expect(t1).toBeLessThan(t2!);
        expect(t2).toBeLessThan(t3!);
        expect(d1).toBeLessThan(d2!);
        expect(d2).toBeLessThan(d3!);
        expect(f1).toBeLessThan(f2!);
        expect(f2).toBeLessThan(f3!);
      }),
      { numRuns: 1000 },
    );
  });

  it('with a given layout, size in 0.01 ping steps and level both push the total up', () => {
    fc.assert(
      fc.property(level, centiSize, centiSize, layout, (l, a, b, rooms) => {
        fc.pre(a !== b);
        const [small, large] = a < b ? [a, b] : [b, a];
        expect(parts(l, large, rooms)[0]).toBeGreaterThan(parts(l, small, rooms)[0]!);
        if (l < 3) {
          const next = (l + 1) as DecorateLevel;
          expect(parts(next, small, rooms)[0]).toBeGreaterThan(parts(l, small, rooms)[0]!);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('every size from 1 to 999 ping is strictly dearer than the one before, at each level', () => {
    for (const l of [1, 2, 3] as const) {
      let previous = 0;
      for (let s = 1; s <= 999; s++) {
        const total = priceQuote({ level: l, size: s }).total_amount;
        expect(total).toBeGreaterThan(previous);
        previous = total;
      }
    }
  });
});
