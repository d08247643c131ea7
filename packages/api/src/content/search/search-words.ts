/**
 * Traditional-Chinese words of a search keyword and their synonyms ("浴室" found 0
 * works while "衛浴" found 291; "30坪裝修預算" found nothing). Words come from ICU's dictionary
 * segmenter (`Intl.Segmenter('zh-Hant', { granularity: 'word' })`, built into Node with full
 * ICU; ADR 031); runs of single characters are joined again (老|屋 → 老屋), a lone character
 * joins the word before it (系統|櫃 → 系統櫃, 北歐|風 → 北歐風), numbers and a leading lone
 * character are left out. Each word matches as itself or as any word of its synonym group.
 */

/** Synonym groups of home-renovation words; the first of a group is the one the content uses. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['衛浴', '浴室', '浴廁', '廁所', '洗手間', '衛生間', '淋浴間'],
  ['廚房', '廚具', '灶腳'],
  ['客廳', '起居室', '客餐廳'],
  ['臥室', '房間', '主臥', '寢室', '睡房'],
  ['陽台', '陽臺', '露台'],
  ['裝修', '裝潢', '整修', '翻修', '翻新', '改造', '施工'],
  ['預算', '費用', '花費', '價格', '報價', '價錢', '行情'],
  ['收納', '儲物', '儲藏', '置物'],
  ['系統櫃', '系統家具', '系統櫥櫃'],
  ['小坪數', '小宅', '小空間', '套房'],
  ['老屋', '舊屋', '老房子', '中古屋'],
  ['磁磚', '瓷磚'],
  ['地板', '木地板', '地坪'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) GROUP_OF.set(word, group);

/** The words a word matches: its synonym group, or the word alone. */
export function synonymsOf(word: string): readonly string[] {
  return GROUP_OF.get(word) ?? [word];
}

const segmenter = new Intl.Segmenter('zh-Hant', { granularity: 'word' });

/** The words of a piece of a keyword, as the search matches them. */
export function wordsOf(piece: string): string[] {
  const words: string[] = [];
  let singles = '';
  const flush = () => {
    if ([...singles].length > 1) words.push(singles);
    else if (singles && words.length > 0) words[words.length - 1] += singles;
    singles = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(piece)) {
    if (!isWordLike || /^\d+$/.test(segment)) {
      flush();
      continue;
    }
    if ([...segment].length === 1) {
      singles += segment;
      continue;
    }
    flush();
    words.push(segment);
  }
  flush();
  return words;
}
