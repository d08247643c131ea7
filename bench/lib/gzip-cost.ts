/**
 * What each byte of a file costs in its gzip (level 9), so that a bundle's gzip size can be
 * shared out among the modules it was made of.
 *
 * The file is gzipped as `npm run size` gzips it, then its deflate stream is decoded again while
 * counting bits (RFC 1951): a literal costs its Huffman code; a match's code and extra bits are
 * shared equally by the bytes it copies; a block's header and code tables, with its end-of-block
 * code, are shared equally by the bytes the block writes; the gzip header and trailer and the
 * last byte's padding by every byte. The costs add up to the gzip size exactly.
 *
 * @example const { gzip, cost } = gzipCost(readFileSync('chunk.js')); // cost[i]: bytes of gzip for byte i
 */
import { gzipSync } from 'node:zlib';

/** A canonical Huffman code: how many codes of each length, and the symbols in code order. */
interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
}

function huffman(lengths: ArrayLike<number>): Huffman {
  const counts = new Uint16Array(16);
  for (let i = 0; i < lengths.length; i++) counts[lengths[i]!]!++;
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offsets[len + 1] = offsets[len]! + counts[len]!;
  const symbols = new Uint16Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const len = lengths[symbol]!;
    if (len) symbols[offsets[len]!++] = symbol;
  }
  return { counts, symbols };
}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** The order in which a dynamic block lists its code-length code lengths. */
const CLEN_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

const FIXED_LITERALS = huffman(
  Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)),
);
const FIXED_DISTANCES = huffman(new Array(30).fill(5));

/** Reads a raw deflate stream bit by bit, writing what it inflates and what each byte cost. */
class CostingInflater {
  private bit = 0;
  private written = 0;
  private readonly input: Uint8Array;
  private readonly out: Uint8Array;
  /** Bits of the stream per written byte. */
  readonly cost: Float64Array;

  constructor(input: Uint8Array, out: Uint8Array) {
    this.input = input;
    this.out = out;
    this.cost = new Float64Array(out.length);
  }

  get bitsRead(): number {
    return this.bit;
  }

  private bits(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++, this.bit++) {
      value |= ((this.input[this.bit >> 3]! >> (this.bit & 7)) & 1) << i;
    }
    return value;
  }

  private decode(code: Huffman): number {
    let value = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      value |= this.bits(1);
      const count = code.counts[len]!;
      if (value - first < count) return code.symbols[index + value - first]!;
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw new Error('gzip-cost: bad Huffman code');
  }

  /** Spreads `bits` equally over the bytes written from `from` on. */
  private spread(bits: number, from: number): void {
    const bytes = this.written - from;
    if (!bytes) return;
    for (let i = from; i < this.written; i++) this.cost[i]! += bits / bytes;
  }

  /** Inflates the whole stream; returns the bits no byte paid for yet (blocks that wrote nothing). */
  run(): number {
    let unpaid = 0;
    for (let last = 0; !last; ) {
      const blockStart = this.written;
      let overhead = this.bit;
      last = this.bits(1);
      const type = this.bits(2);
      if (type === 0) {
        this.bit = (this.bit + 7) & ~7;
        const length = this.bits(16);
        this.bits(16);
        overhead = this.bit - overhead;
        for (let i = 0; i < length; i++) {
          this.cost[this.written] = 8;
          this.out[this.written++] = this.bits(8);
        }
      } else {
        const [literals, distances] = type === 1 ? [FIXED_LITERALS, FIXED_DISTANCES] : this.tables();
        overhead = this.bit - overhead;
        overhead += this.codes(literals, distances);
      }
      if (this.written === blockStart) unpaid += overhead;
      else this.spread(overhead, blockStart);
    }
    return unpaid;
  }

  private tables(): [Huffman, Huffman] {
    const nlen = this.bits(5) + 257;
    const ndist = this.bits(5) + 1;
    const ncode = this.bits(4) + 4;
    const clens = new Uint8Array(19);
    for (let i = 0; i < ncode; i++) clens[CLEN_ORDER[i]!] = this.bits(3);
    const clen = huffman(clens);
    const lengths = new Uint8Array(nlen + ndist);
    for (let i = 0; i < nlen + ndist; ) {
      const symbol = this.decode(clen);
      if (symbol < 16) lengths[i++] = symbol;
      else {
        const [value, repeat] =
          symbol === 16
            ? [lengths[i - 1]!, 3 + this.bits(2)]
            : [0, symbol === 17 ? 3 + this.bits(3) : 11 + this.bits(7)];
        for (let r = 0; r < repeat; r++) lengths[i++] = value;
      }
    }
    return [huffman(lengths.subarray(0, nlen)), huffman(lengths.subarray(nlen))];
  }

  /** Inflates a block's codes; returns the bits of its end-of-block code. */
  private codes(literals: Huffman, distances: Huffman): number {
    for (;;) {
      const start = this.bit;
      const symbol = this.decode(literals);
      if (symbol < 256) {
        this.cost[this.written] = this.bit - start;
        this.out[this.written++] = symbol;
        continue;
      }
      if (symbol === 256) return this.bit - start;
      const length = LENGTH_BASE[symbol - 257]! + this.bits(LENGTH_EXTRA[symbol - 257]!);
      const d = this.decode(distances);
      const distance = DIST_BASE[d]! + this.bits(DIST_EXTRA[d]!);
      const share = (this.bit - start) / length;
      for (let i = 0; i < length; i++) {
        this.out[this.written] = this.out[this.written - distance]!;
        this.cost[this.written++] = share;
      }
    }
  }
}

/**
 * The gzip size (level 9) of `bytes` and, per byte, the bytes of that gzip it accounts for
 * (summing to the gzip size).
 */
export function gzipCost(bytes: Uint8Array): { gzip: number; cost: Float64Array } {
  const gz = gzipSync(bytes, { level: 9 });
  // A gzip member without optional fields: 10 header bytes, the deflate stream, 8 trailer bytes.
  if (gz[3] !== 0) throw new Error('gzip-cost: unexpected gzip header flags');
  const out = new Uint8Array(bytes.length);
  const inflater = new CostingInflater(gz.subarray(10, gz.length - 8), out);
  const unpaid = inflater.run();
  if (!Buffer.from(out).equals(Buffer.from(bytes))) throw new Error('gzip-cost: inflated bytes differ');
  const cost = inflater.cost;
  // The header, the trailer, the unpaid blocks and the final byte's padding: every byte's share.
  const shared = (gz.length - 8 - 10) * 8 - inflater.bitsRead + unpaid + 18 * 8;
  for (let i = 0; i < cost.length; i++) cost[i] = (cost[i]! + shared / cost.length) / 8;
  return { gzip: gz.length, cost };
}
