import { describe, expect, it } from 'vitest';
import { formatAmount, formatQuantity } from './format.ts';
import { priceQuote } from './price-quote.ts';

describe('fmt_amount and number_cn formatting', () => {
  it('formats NT$ with thousands separators', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(1000)).toBe('1,000');
    expect(formatAmount(12000)).toBe('12,000');
    expect(formatAmount(1234567)).toBe('1,234,567');
    expect(formatAmount(-45000)).toBe('-45,000');
  });

  it('formats a quantity with its unit and at most 2 decimals', () => {
    expect(formatQuantity(30, '坪')).toBe('30坪');
    expect(formatQuantity(25.5, '坪')).toBe('25.5坪');
    expect(formatQuantity(25.36, '坪')).toBe('25.36坪');
    expect(formatQuantity(25.999, '坪')).toBe('26坪');
    expect(formatQuantity(2, '間')).toBe('2間');
    expect(formatQuantity(1, '式')).toBe('1式');
  });

  it('fills number_cn and fmt_amount of every item from its quantity and amount', () => {
    const quote = priceQuote({ level: 1, size: 25.5 });
    const items = [quote.valuation.design_and_construction, quote.valuation.furniture_and_appliance].flatMap(
      (part) => part.children.flatMap((c) => c.children.flatMap((g) => g.children)),
    );
    for (const item of items) {
      expect(item.fmt_amount).toBe(formatAmount(item.amount));
      expect(item.number_cn).toMatch(/^\d+(\.\d{1,2})?[\u4e00-\u9fff]$/);
    }
    const byName = new Map(items.map((i) => [i.name, i]));
    expect(byName.get('全室電線更新')).toEqual({
      name: '全室電線更新',
      number_cn: '25.5坪',
      unit_price: 2200,
      fmt_amount: '56,100',
      amount: 56100,
    });
    expect(byName.get('系統衣櫃')?.number_cn).toBe('2組');
    expect(byName.get('廢棄物清運')?.number_cn).toBe('1式');
    expect(byName.get('冰箱')?.number_cn).toBe('1台');
    expect(byName.get('分離式冷氣')?.number_cn).toBe('3台');
  });

  it('prices sizes to the 0.01 ping the size picker keeps', () => {
    const quote = priceQuote({ level: 1, size: 25.364 });
    const wiring = quote.valuation.design_and_construction.children
      .flatMap((c) => c.children.flatMap((g) => g.children))
      .find((i) => i.name === '全室電線更新');
    expect(wiring?.number_cn).toBe('25.36坪');
    expect(wiring?.amount).toBe(55792);
  });
});
