import { describe, expect, it } from 'vitest';
import { RATE_CARDS } from './rate-cards.ts';

const LEVELS = [1, 2, 3] as const;

describe('the rate cards are well-formed data', () => {
  it('has one card per level with the level it is filed under', () => {
    for (const level of LEVELS) expect(RATE_CARDS[level].level).toBe(level);
    expect(LEVELS.map((l) => RATE_CARDS[l].name)).toEqual(['簡裝', '精裝', '豪裝']);
  });

  it('prices every line with a positive whole NT$, and names lines uniquely per part', () => {
    for (const level of LEVELS) {
      const card = RATE_CARDS[level];
      for (const part of [card.design_and_construction, card.furniture_and_appliance]) {
        const names = part.flatMap((c) => c.groups.flatMap((g) => g.items.map((i) => i.name)));
        expect(new Set(names).size).toBe(names.length);
        for (const category of part) {
          expect(category.groups.length).toBeGreaterThan(0);
          for (const group of category.groups) {
            expect(group.items.length).toBeGreaterThan(0);
            for (const item of group.items) {
              expect(Number.isSafeInteger(item.unit_price) && item.unit_price > 0, item.name).toBe(true);
              if (item.per === 'room') expect(item.rooms.length).toBeGreaterThan(0);
            }
          }
        }
      }
    }
  });

  it('covers the trades of design and construction and the rooms of furniture at every level', () => {
    const trades = [
      '設計費',
      '拆除工程',
      '水電工程',
      '泥作工程',
      '木作工程',
      '油漆工程',
      '系統櫃',
      '地板工程',
    ];
    const more = ['衛浴設備', '廚具', '清潔'];
    for (const level of LEVELS) {
      const card = RATE_CARDS[level];
      const names = card.design_and_construction.map((c) => c.name);
      for (const trade of [...trades, ...more]) expect(names, `${level} ${trade}`).toContain(trade);
      const furniture = card.furniture_and_appliance.map((c) => c.name);
      for (const name of ['客廳家具', '臥室家具', '家電']) expect(furniture).toContain(name);
    }
  });
});
