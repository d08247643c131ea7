import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceItem } from './price-item.ts';
import { PART_NAMES, priceQuote } from './price-quote.ts';
import type { DecorateLevel, Part, PreviewData } from './types.ts';

function checkPart(part: Part): void {
  expect(Number.isSafeInteger(part.tt_amount)).toBe(true);
  expect(part.children.length).toBeGreaterThan(0);
  let partSum = 0;
  for (const category of part.children) {
    let categorySum = 0;
    for (const group of category.children) {
      expect(group.children.length).toBeGreaterThan(0);
      let groupSum = 0;
      for (const item of group.children) {
        expect(Number.isSafeInteger(item.amount)).toBe(true);
        expect(Number.isSafeInteger(item.unit_price)).toBe(true);
        expect(item.amount).toBeGreaterThan(0);
        groupSum += item.amount;
      }
      expect(group.tt_amount).toBe(groupSum);
      categorySum += group.tt_amount;
    }
    expect(category.tt_amount).toBe(categorySum);
    partSum += category.tt_amount;
  }
  expect(part.tt_amount).toBe(partSum);
}

function checkQuote(quote: PreviewData): void {
  const { design_and_construction: design, furniture_and_appliance: furniture } = quote.valuation;
  checkPart(design);
  checkPart(furniture);
  expect(quote.total_amount).toBe(design.tt_amount + furniture.tt_amount);
}

describe('amounts are whole NT$ and every total is the exact sum of its children', () => {
  it('holds for any level, size in 0.01 ping steps and layout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DecorateLevel>(1, 2, 3),
        fc.integer({ min: 1, max: 99_900 }),
        fc.option(
          fc.record({
            bedroom: fc.integer({ min: 0, max: 20 }),
            living_room: fc.integer({ min: 0, max: 20 }),
            kitchen: fc.integer({ min: 0, max: 20 }),
            bathroom: fc.integer({ min: 0, max: 20 }),
            balcony: fc.integer({ min: 0, max: 20 }),
          }),
          { nil: undefined },
        ),
        (level, hundredths, layout) => {
          const size = hundredths / 100;
          checkQuote(priceQuote(layout === undefined ? { level, size } : { level, size, layout }));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the two parts 設計與施工 and 家具家電', () => {
    const { valuation } = priceQuote({ level: 2, size: 30 });
    expect(valuation.design_and_construction.name).toBe(PART_NAMES.design_and_construction);
    expect(valuation.design_and_construction.name).toBe('設計與施工');
    expect(valuation.furniture_and_appliance.name).toBe('家具家電');
  });

  it('rounds each per-ping amount once, half up, from the exact hundredths', () => {
    const rate = { name: 't', per: 'ping', unit_price: 333 } as const;
    const layout = { bedroom: 1, living_room: 1, kitchen: 1, bathroom: 1, balcony: 1 };
    expect(priceItem(rate, 1, layout)?.amount).toBe(3); // 3.33
    expect(priceItem(rate, 50, layout)?.amount).toBe(167); // 166.5
    expect(priceItem({ ...rate, unit_price: 1005 }, 50, layout)?.amount).toBe(503); // 502.5
    expect(priceItem(rate, 2536, layout)?.amount).toBe(8445); // 8444.88
  });

  it('leaves out lines whose rooms the layout lacks, and caps capped lines', () => {
    const quote = priceQuote({
      level: 2,
      size: 30,
      layout: { bedroom: 2, living_room: 3, kitchen: 0, bathroom: 1, balcony: 0 },
    });
    const items = quote.valuation.design_and_construction.children.flatMap((c) =>
      c.children.flatMap((g) => g.children),
    );
    const names = quote.valuation.design_and_construction.children.map((c) => c.name);
    expect(names).not.toContain('廚具');
    expect(items.find((i) => i.name === '陽台地磚')).toBeUndefined();
    expect(items.find((i) => i.name === '電視主牆')?.number_cn).toBe('1面');
    expect(items.find((i) => i.name === '客廳收納櫃')?.number_cn).toBe('3組');
    expect(items.find((i) => i.name === '冷熱水管更新')?.number_cn).toBe('1間');
  });
});
