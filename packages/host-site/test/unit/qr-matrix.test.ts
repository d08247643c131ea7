import { describe, expect, it } from 'vitest';
import { formatBits, qrMatrix } from '../../app/components/drawer/qr-matrix.ts';

describe('QR code of the drawer (docs/spec/popups-and-header.md#screens Help section)', () => {
  it('format bits of level L, mask 0 are the standard 111011111000100', () => {
    expect(formatBits(0).toString(2)).toBe('111011111000100');
  });

  it('picks the smallest version: 21, 25, 29 modules', () => {
    expect(qrMatrix('hi')).toHaveLength(21);
    expect(qrMatrix('x'.repeat(20))).toHaveLength(25);
    expect(qrMatrix('https://renovo.tw/designer/recruit')).toHaveLength(29);
    expect(() => qrMatrix('x'.repeat(100))).toThrow();
  });

  it('has the three finder patterns and the timing pattern', () => {
    const m = qrMatrix('https://renovo.tw/designer/recruit');
    const size = m.length;
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      // Outer ring dark, ring inside it light, 3×3 centre dark.
      expect(m[y]![x]).toBe(true);
      expect(m[y + 6]![x + 6]).toBe(true);
      expect(m[y + 1]![x + 1]).toBe(false);
      expect(m[y + 3]![x + 3]).toBe(true);
    }
    for (let i = 8; i < size - 8; i += 1) expect(m[6]![i]).toBe(i % 2 === 0);
    expect(m[size - 8]![8]).toBe(true);
  });
});
