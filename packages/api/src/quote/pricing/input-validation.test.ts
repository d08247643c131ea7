import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote.ts';
import type { DecorateLevel, HouseLayout } from './types.ts';

const layout: HouseLayout = { bedroom: 2, living_room: 1, kitchen: 1, bathroom: 1, balcony: 1 };

describe('bad input is refused with a RangeError', () => {
  it('refuses sizes that are not above 0 and at most 999 ping', () => {
    for (const size of [0, -1, 999.01, 1000, Number.NaN, Number.POSITIVE_INFINITY, 0.004]) {
      expect(() => priceQuote({ level: 1, size }), String(size)).toThrow(RangeError);
    }
    expect(() => priceQuote({ level: 1, size: 1000 })).toThrow(/房屋坪數/);
    expect(() => priceQuote({ level: 1, size: '30' as unknown as number })).toThrow(RangeError);
  });

  it('accepts the edges 0.01 and 999 ping', () => {
    expect(priceQuote({ level: 1, size: 0.01 }).total_amount).toBeGreaterThan(0);
    expect(priceQuote({ level: 3, size: 999 }).total_amount).toBeGreaterThan(0);
  });

  it('refuses levels other than 1, 2 and 3', () => {
    for (const level of [0, 4, 1.5, Number.NaN, '1']) {
      expect(() => priceQuote({ level: level as DecorateLevel, size: 30 }), String(level)).toThrow(
        RangeError,
      );
    }
    expect(() => priceQuote({ level: 4 as DecorateLevel, size: 30 })).toThrow(/裝修等級/);
  });

  it('refuses layouts with negative, fractional, huge or missing counts', () => {
    for (const bad of [{ bedroom: -1 }, { bathroom: 1.5 }, { kitchen: 21 }, { balcony: Number.NaN }]) {
      expect(() => priceQuote({ level: 1, size: 30, layout: { ...layout, ...bad } })).toThrow(RangeError);
    }
    const { balcony: _omitted, ...missing } = layout;
    expect(() => priceQuote({ level: 1, size: 30, layout: missing as HouseLayout })).toThrow(/陽台/);
    expect(() => priceQuote({ level: 1, size: 30, layout: null as unknown as HouseLayout })).toThrow(
      RangeError,
    );
  });

  it('accepts an all-zero layout and prices the per-ping and per-lot lines', () => {
    const zero = { bedroom: 0, living_room: 0, kitchen: 0, bathroom: 0, balcony: 0 };
    expect(priceQuote({ level: 2, size: 10, layout: zero }).total_amount).toBeGreaterThan(0);
  });
});
