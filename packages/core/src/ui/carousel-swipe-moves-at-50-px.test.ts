import { describe, expect, test } from 'vitest';
import { swipeStep } from './carousel.ts';

describe('carousel swipe threshold (docs/spec/platform.md#limits: 50 px)', () => {
  test('a swipe of 50 px or more moves one slide, left to the next, right to the previous', () => {
    expect(swipeStep(-50)).toBe(1);
    expect(swipeStep(-200)).toBe(1);
    expect(swipeStep(50)).toBe(-1);
    expect(swipeStep(120, 10)).toBe(-1);
  });

  test('a swipe under 50 px stays', () => {
    expect(swipeStep(-49)).toBe(0);
    expect(swipeStep(49.9)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });

  test('a mostly vertical gesture is a page scroll, not a swipe', () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, -61)).toBe(0);
  });
});
