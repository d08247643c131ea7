import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipCost } from './gzip-cost.ts';

const total = (cost: Float64Array) => cost.reduce((sum, c) => sum + c, 0);

describe('gzipCost shares a gzip out among the bytes of its input', () => {
  const inputs: [string, Uint8Array][] = [
    ['source code (Huffman blocks)', readFileSync(new URL('./gzip-cost.ts', import.meta.url))],
    ['random bytes (stored blocks)', Uint8Array.from({ length: 70_000 }, (_, i) => (i * 2654435761) >>> 24)],
    ['one byte repeated (long matches)', new Uint8Array(100_000).fill(97)],
    ['nothing', new Uint8Array(0)],
  ];
  for (const [what, bytes] of inputs) {
    it(`the shares add up to the level-9 gzip size: ${what}`, () => {
      const { gzip, cost } = gzipCost(bytes);
      expect(gzip).toBe(gzipSync(bytes, { level: 9 }).length);
      expect(cost.length).toBe(bytes.length);
      if (bytes.length) expect(total(cost)).toBeCloseTo(gzip, 6);
    });
  }

  it('a byte repeated from earlier costs less than the first time it was written', () => {
    const text = Buffer.from(
      `${'const unusualIdentifierName = 1;\n'}${'x'.repeat(200)}const unusualIdentifierName = 1;\n`,
    );
    const { cost } = gzipCost(text);
    const first = total(cost.subarray(0, 33));
    const again = total(cost.subarray(text.length - 33));
    expect(again).toBeLessThan(first / 4);
  });
});
