/**
 * Taiwan mobiles written into free text (a staff note, a company's report, a UTM value), found
 * however they are written and masked for roles that may not see them
 * (docs/spec/console.md#lead-inbox, "a mobile written into any other value").
 *
 * The text is read as runs of digits — any script's decimal digits, full-width or styled ones,
 * circled ones, Chinese numerals — joined by up to three separators (spaces and line breaks of
 * any kind, dashes, dots, slashes, brackets, plus signs, invisible format characters: anything
 * that is neither a letter nor a digit). Inside a run, every `09` and eight digits, or `9` and
 * eight after the country code (`886`, `00886`, with or without its `0`), is a mobile; its span
 * in the text, separators and all, is replaced by the masked number (0912***678).
 */
import { maskMobile } from '@renovo/core/fields';

/** Chinese numerals people write a number with. */
const CHINESE_DIGITS: Record<string, string> = {
  〇: '0',
  零: '0',
  一: '1',
  壹: '1',
  二: '2',
  貳: '2',
  三: '3',
  參: '3',
  四: '4',
  肆: '4',
  五: '5',
  伍: '5',
  六: '6',
  陸: '6',
  七: '7',
  柒: '7',
  八: '8',
  捌: '8',
  九: '9',
  玖: '9',
};
const DECIMAL = /\p{Nd}/u;
/**
 * Neither a letter nor a digit (and the long-vowel mark ー, typed for a dash with Japanese
 * input): what may stand between the digits of a written number.
 */
const SEPARATOR = /[\p{P}\p{S}\p{Z}\p{Cc}\p{Cf}ー]/u;
/** The plus of a country code. */
const PLUS = /[+＋]$/;
/** The most separators in a row inside one written number. */
const MAX_SEPARATORS = 3;
/** A mobile inside a run's digits: `09` + 8 digits, or the country code, an optional 0, `9` + 8. */
const MOBILE_DIGITS = /(?:(?:00)?8860?9|09)\d{8}/g;

/** Could the text hold a digit at all (a quick look before the character-by-character read)? */
const MAYBE_DIGIT = /[\p{Nd}\p{No}〇零一壹二貳三參四肆五伍六陸七柒八捌九玖]/u;

/** The digit `c` stands for, or null. */
function digitOf(c: string): string | null {
  if (c >= '0' && c <= '9') return c;
  const compatible = c.normalize('NFKC');
  if (compatible.length === 1 && compatible >= '0' && compatible <= '9') return compatible;
  if (DECIMAL.test(c)) {
    // A script's own digits are ten code points in a row, from its zero.
    const point = c.codePointAt(0)!;
    let zero = point;
    while (point - zero < 9 && DECIMAL.test(String.fromCodePoint(zero - 1))) zero -= 1;
    return String(point - zero);
  }
  return CHINESE_DIGITS[c] ?? null;
}

/** `text` with every Taiwan mobile written in it masked as 0912***678. */
export function maskMobilesInText(text: string): string {
  if (!MAYBE_DIGIT.test(text)) return text;
  const chars = [...text];
  let out = '';
  let i = 0;
  while (i < chars.length) {
    if (digitOf(chars[i]!) === null) {
      out += chars[i];
      i += 1;
      continue;
    }
    // The run from i: its digits, where each digit is in `chars`, and where the run ends.
    let digits = '';
    const at: number[] = [];
    let end = i;
    let separators = 0;
    for (let j = i; j < chars.length; j += 1) {
      const digit = digitOf(chars[j]!);
      if (digit !== null) {
        digits += digit;
        at.push(j);
        end = j + 1;
        separators = 0;
      } else if (SEPARATOR.test(chars[j]!) && separators < MAX_SEPARATORS) {
        // A CRLF is one line break.
        if (!(chars[j] === '\r' && chars[j + 1] === '\n')) separators += 1;
      } else break;
    }
    let from = i;
    for (const match of digits.matchAll(MOBILE_DIGITS)) {
      const first = at[match.index]!;
      const last = at[match.index + match[0].length - 1]!;
      let before = chars.slice(from, first).join('');
      // A country code's plus goes with the number it belongs to.
      if (match[0][0] === '8' || match[0].startsWith('00')) {
        if (before === '' && PLUS.test(out)) out = out.slice(0, -1);
        before = before.replace(PLUS, '');
      }
      out += before + maskMobile(`0${match[0].slice(-9)}`);
      from = last + 1;
    }
    out += chars.slice(from, end).join('');
    i = end;
  }
  return out;
}
