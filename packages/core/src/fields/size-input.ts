/**
 * The size-picker sheet sanitiser (docs/spec/quotes.md#validation "Size picker sheet").
 */
import { SIZE_MAX, SIZE_PICKER_DECIMALS } from '../data/constants.ts';
import { halfWidth } from './half-width.ts';

/**
 * Cleans what the user typed into the size picker: full-width digits and dot made ASCII, keeps
 * only digits and a dot, drops leading dots,
 * keeps only the first dot, keeps at most 2 decimals and caps the value at 999.
 * Leading zeros of the whole part are also collapsed ('007' → '7'), so that the result never has
 * more than 3 whole digits; the spec's steps alone would let '0005' through.
 * @example sanitizeSizeInput('a12.3.45') // '12.34'
 */
export function sanitizeSizeInput(raw: string): string {
  const cleaned = halfWidth(raw)
    .replace(/[^\d.]/g, '')
    .replace(/^\.+/, '');
  const dot = cleaned.indexOf('.');
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  const result =
    dot === -1
      ? whole
      : `${whole}.${cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, SIZE_PICKER_DECIMALS)}`;
  return Number(result) > SIZE_MAX ? String(SIZE_MAX) : result;
}
