/**
 * A small QR code encoder (ISO/IEC 18004: byte mode, error correction level L, versions 1–4,
 * mask 0) so the drawer can draw its QR code as inline SVG without an image request.
 * After Nayuki's reference implementation.
 */

/** Data codewords and EC codewords (one block) of versions 1–4 at level L. */
const CAPACITY: readonly { data: number; ec: number }[] = [
  { data: 19, ec: 7 },
  { data: 34, ec: 10 },
  { data: 55, ec: 15 },
  { data: 80, ec: 20 },
];

/** The most bytes a code holds: the largest version's data codewords less mode and length. */
export const QR_MAX_BYTES = (CAPACITY.at(-1)?.data ?? 0) - 2;

/** GF(256) multiplication with the QR polynomial 0x11d. */
function multiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = multiply(result[j] ?? 0, root);
      if (j + 1 < degree) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0);
    }
    root = multiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coef, i) => {
      result[i] = (result[i] ?? 0) ^ multiply(coef, factor);
    });
  }
  return result;
}

/** The 15 format bits of level L and a mask. */
export function formatBits(mask: number): number {
  const data = (1 << 3) | mask; // level L is 01
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The codewords (data then EC) of `text` for a version, or null when it does not fit. */
function codewords(bytes: Uint8Array, version: number): number[] | null {
  const cap = CAPACITY[version - 1];
  if (!cap || bytes.length > cap.data - 2) return null;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const b of bytes) push(b, 8);
  const capacityBits = cap.data * 8;
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    data.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  for (let pad = 0xec; data.length < cap.data; pad ^= 0xec ^ 0x11) data.push(pad);
  return [...data, ...rsRemainder(data, rsDivisor(cap.ec))];
}

/** The module matrix (true = dark) of `text`, smallest version that fits (1–4). */
export function qrMatrix(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  let words = codewords(bytes, version);
  while (!words && version < CAPACITY.length) {
    version += 1;
    words = codewords(bytes, version);
  }
  if (!words) throw new Error('[renovo] QR text too long');
  const size = 17 + version * 4;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, dark: boolean) => {
    const row = modules[y];
    const fixedRow = fixed[y];
    if (!row || !fixedRow || x < 0 || x >= size) return;
    row[x] = dark;
    fixedRow[x] = true;
  };

  for (let i = 0; i < size; i += 1) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        if (cy + dy >= 0 && cy + dy < size) set(cx + dx, cy + dy, dist !== 2 && dist !== 4);
      }
    }
  }
  if (version >= 2) {
    const c = size - 7;
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) set(c + dx, c + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
  const drawFormat = (bits: number) => {
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i <= 5; i += 1) set(8, i, bit(i));
    set(8, 7, bit(6));
    set(8, 8, bit(7));
    set(7, 8, bit(8));
    for (let i = 9; i < 15; i += 1) set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i += 1) set(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i += 1) set(8, size - 15 + i, bit(i));
    set(8, size - 8, true);
  };
  drawFormat(0);

  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1) {
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        const row = modules[y];
        if (!row || fixed[y]?.[x] || i >= words.length * 8) continue;
        row[x] = (((words[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1) === 1;
        i += 1;
      }
    }
  }
  // Mask 0: invert the data modules where (x + y) is even.
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const row = modules[y];
      if (row && !fixed[y]?.[x] && (x + y) % 2 === 0) row[x] = !row[x];
    }
  }
  drawFormat(formatBits(0));
  return modules;
}
