import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote.ts';

/** Taiwan market bands of design and construction, NT$ per ping (簡裝 2–4 萬, 精裝 5–8 萬, 豪裝 10–15 萬). */
const BANDS = [
  { level: 1, low: 20_000, high: 40_000 },
  { level: 2, low: 50_000, high: 80_000 },
  { level: 3, low: 100_000, high: 150_000 },
] as const;

describe('design and construction per ping falls in the market band for typical homes (20–60 ping)', () => {
  for (const { level, low, high } of BANDS) {
    it(`level ${level}: ${low / 10_000}–${high / 10_000} 萬/坪`, () => {
      for (let size = 20; size <= 60; size++) {
        const quote = priceQuote({ level, size });
        const perPing = quote.valuation.design_and_construction.tt_amount / size;
        expect(perPing, `${size} ping`).toBeGreaterThanOrEqual(low);
        expect(perPing, `${size} ping`).toBeLessThanOrEqual(high);
      }
    });
  }

  it('furniture and appliances come on top, and cost less than design and construction', () => {
    for (const level of [1, 2, 3] as const) {
      for (let size = 20; size <= 60; size += 5) {
        const { valuation, total_amount } = priceQuote({ level, size });
        expect(valuation.furniture_and_appliance.tt_amount).toBeGreaterThan(0);
        expect(valuation.furniture_and_appliance.tt_amount).toBeLessThan(
          valuation.design_and_construction.tt_amount,
        );
        expect(total_amount).toBeGreaterThan(valuation.design_and_construction.tt_amount);
      }
    }
  });
});
