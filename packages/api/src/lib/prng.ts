/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a small, fast, seeded 32-bit PRNG; the same seed always gives the same sequence. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** One element of a non-empty list, drawn with the given positive weights. */
export function pickWeighted<T extends { weight: number }>(random: Random, list: readonly T[]): T {
  const total = list.reduce((sum, entry) => sum + entry.weight, 0);
  let draw = random() * total;
  for (const entry of list) {
    draw -= entry.weight;
    if (draw < 0) return entry;
  }
  return list[list.length - 1]!;
}
