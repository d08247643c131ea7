import { RECENT_RECORDS_AVATARS, RECENT_RECORDS_PER_VIEW } from '../data/constants.ts';

/** Splits the records into the slides of the vertical carousel: pairs by default. */
export function pairRecords<T>(records: readonly T[], perView = RECENT_RECORDS_PER_VIEW): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < records.length; i += perView) slides.push(records.slice(i, i + perView));
  return slides;
}

/** Picks `count` distinct entries of the pool at random (four avatars by default). */
export function pickAvatars<T>(
  pool: readonly T[],
  count = RECENT_RECORDS_AVATARS,
  random: () => number = Math.random,
): T[] {
  const copy = pool.slice();
  const n = Math.min(count, copy.length);
  // Partial Fisher–Yates: the first n places end up a uniform random draw without repeats.
  for (let i = 0; i < n; i++) {
    const j = Math.min(copy.length - 1, i + Math.floor(random() * (copy.length - i)));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}
