/**
 * Taiwan mobile numbers on the server: core's one rule (`isTaiwanMobile`,
 * docs/spec/session.md#validation), so the server accepts exactly what the forms accept, stored
 * as `09XXXXXXXX`, and masked as the status clue shows it; and the numbers people write into free
 * text (a staff note, a company's report), masked for roles that may not see them
 * (docs/spec/console.md#lead-inbox).
 */
import { maskMobile } from '@renovo/core/fields';

export { maskMobile, normalizeTaiwanMobile } from '@renovo/core/fields';

/** A digit as people type it: ASCII or full-width (０–９). */
const D = '[0-9\\uFF10-\\uFF19]';
/** Between digits: a dash (ASCII, full-width or a dash sign), a space (any), a dot or brackets. */
const SEP = '[-\\s.()\\uFF0D\\u2010-\\u2015\\u3000]?';
const digit = (d: string) => `[${d}${String.fromCharCode(0xff10 + Number(d))}]`;
const spelled = (digits: string) => [...digits].map(digit).join(SEP);
/**
 * A Taiwan mobile written in text: `09` and eight digits, or `9` and eight after the country code
 * (`+886`, `886`, `00886`, with an optional `(0)`), each digit ASCII or full-width, separated or
 * not by dashes, spaces, dots or brackets.
 */
const MOBILE_IN_TEXT = new RegExp(
  `(?:(?:[+\\uFF0B]|${spelled('00')})?${spelled('886')}${SEP}(?:\\(${digit('0')}\\)${SEP}|${digit('0')}${SEP})?|${digit('0')}${SEP})${digit('9')}(?:${SEP}${D}){8}`,
  'g',
);

/** The last nine digits of a written number as `09XXXXXXXX`. */
function writtenMobile(found: string): string {
  const digits = found
    .replace(/[\uFF10-\uFF19]/g, (c) => String(c.charCodeAt(0) - 0xff10))
    .replace(/\D/g, '');
  return `0${digits.slice(-9)}`;
}

/** `text` with every Taiwan mobile written in it masked as 0912***678. */
export function maskMobilesInText(text: string): string {
  return text.replace(MOBILE_IN_TEXT, (found) => maskMobile(writtenMobile(found)));
}

/** `value` with every mobile written in its strings masked (free text, JSON details). */
export function maskMobilesIn(value: unknown): unknown {
  if (typeof value === 'string') return maskMobilesInText(value);
  if (Array.isArray(value)) return value.map(maskMobilesIn);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskMobilesIn(item)]));
  }
  return value;
}
