/**
 * The article page's convert entries (docs/spec/quotes.md#limits: "Two convert-article entries are picked at
 * random
 * from a list"): calls to action that turn a reader into a lead or a deeper visit. The spec names
 * neither the list nor its items; ours is {@link CONVERT_ARTICLE_ENTRIES} (the site's own pages).
 */
import { CONVERT_ARTICLE_PICKS } from '../data/constants.ts';
// Not '../messages/zh-TW.ts': reached from here, the catalogue would move ahead in the widgets'
// bundles and cost them gzip bytes.
import { convertEntryMessages } from '../messages/convert-entries.ts';

/** One convert entry: where it leads and what it says. */
export interface ConvertEntry {
  key: string;
  href: string;
  title: string;
  lead: string;
  action: string;
}

/** The list the two entries are picked from. */
export const CONVERT_ARTICLE_ENTRIES: readonly ConvertEntry[] = [
  { key: 'quote', href: '/decorationfrom', ...convertEntryMessages.quote },
  { key: 'style_test', href: '/style-test', ...convertEntryMessages.styleTest },
  { key: 'company', href: '/company', ...convertEntryMessages.company },
  { key: 'reputation', href: '/reputation-ranking', ...convertEntryMessages.reputation },
  { key: 'works', href: '/works/good', ...convertEntryMessages.works },
  { key: 'open_box', href: '/open-box-article', ...convertEntryMessages.openBox },
];

/**
 * Picks `count` (default 2) different positions of a list of `size` at random: a partial
 * Fisher–Yates shuffle driven by `random` (values in [0, 1), `Math.random` by default). The
 * positions, not the entries, so a server can pick once and its page and the hydrating browser
 * draw the same two.
 * @example
 * pickConvertIndexes(6) // e.g. [4, 1]
 */
export function pickConvertIndexes(
  size: number,
  random: () => number = Math.random,
  count: number = CONVERT_ARTICLE_PICKS,
): number[] {
  const pool = Array.from({ length: size }, (_, i) => i);
  const picks = Math.min(count, size);
  for (let i = 0; i < picks; i++) {
    const j = i + Math.min(Math.floor(random() * (size - i)), size - i - 1);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, picks);
}

/** The entries at `indexes` of {@link CONVERT_ARTICLE_ENTRIES} (unknown or repeated ones left out). */
export function convertEntriesAt(indexes: readonly number[]): ConvertEntry[] {
  return [...new Set(indexes)].flatMap((i) => CONVERT_ARTICLE_ENTRIES[i] ?? []);
}
