import { describe, expect, test } from 'vitest';
import { indicatorWindow } from './carousel.ts';

describe('carousel indicators (docs/spec/platform.md#limits: at most 5)', () => {
  test('fewer slides than 5: one indicator per slide', () => {
    expect(indicatorWindow(3, 0)).toEqual([0, 1, 2]);
    expect(indicatorWindow(1, 0)).toEqual([0]);
    expect(indicatorWindow(0, 0)).toEqual([]);
  });

  test('more slides: 5 indicators, a window that holds the active slide near its middle', () => {
    for (let count = 5; count <= 12; count += 1) {
      for (let active = 0; active < count; active += 1) {
        const shown = indicatorWindow(count, active);
        expect(shown).toHaveLength(5);
        expect(shown).toContain(active);
        expect(shown[0]).toBeGreaterThanOrEqual(0);
        expect(shown.at(-1)).toBeLessThan(count);
      }
    }
    expect(indicatorWindow(8, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(indicatorWindow(8, 4)).toEqual([2, 3, 4, 5, 6]);
    expect(indicatorWindow(8, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});
