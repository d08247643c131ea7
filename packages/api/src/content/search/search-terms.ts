/**
 * Reads a search keyword: each word may name a style, a space, a housing type or a region
 * ("北歐風客廳" → style 12 + space 1); the rest is split into words, each matched as text or
 * as one of its synonyms ("浴室" finds 衛浴). A word also matches as typed, so "開放式廚房" finds
 * the titles that say so.
 */
import { HOUSING_TYPE_NAMES, REGION_NAMES, SPACE_NAMES, STYLE_NAMES } from '../catalogue/names.ts';
import { wordsOf } from './search-words.ts';

/** One word of the keyword. */
export interface SearchTerm {
  styleIds: number[];
  spaceIds: number[];
  housingTypes: number[];
  regionIds: number[];
  /** The word as typed. */
  word: string;
  /**
   * What is left of the word once the names above are taken out, as Traditional-Chinese words
   * (search-words.ts: "30坪裝修預算" → 裝修, 預算); each matches itself or a synonym.
   */
  text: string[];
}

/** Names that also match without their last character (北歐風 → 北歐, 臺北市 → 臺北). */
function variants(name: string): string[] {
  const short = name.length >= 3 ? name.slice(0, -1) : null;
  return short ? [name, short] : [name];
}

function extract(word: string, names: Map<number, string>, skip: Set<number> = new Set()) {
  const ids: number[] = [];
  let rest = word;
  for (const [id, name] of names) {
    if (skip.has(id)) continue;
    const hit = variants(name.replace('臺', '台'))
      .concat(variants(name))
      .find((v) => rest.includes(v));
    if (hit) {
      ids.push(id);
      rest = rest.replace(hit, ' ');
    }
  }
  return { ids, rest };
}

/** Splits the keyword into terms. */
export function parseKeyword(keyword: string): SearchTerm[] {
  return keyword
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      // 其他 (other) as a style or space would match too much; only the named ones are facets.
      const style = extract(word, STYLE_NAMES, new Set([23]));
      const space = extract(style.rest, SPACE_NAMES, new Set([16]));
      const housing = extract(space.rest, HOUSING_TYPE_NAMES);
      const region = extract(housing.rest, REGION_NAMES);
      return {
        styleIds: style.ids,
        spaceIds: space.ids,
        housingTypes: housing.ids,
        regionIds: region.ids,
        word,
        text: region.rest.split(/\s+/).filter(Boolean).flatMap(wordsOf),
      };
    });
}
