/**
 * Taiwan mobile numbers on the server: core's one rule (`isTaiwanMobile`,
 * docs/spec/session.md#validation), so the server accepts exactly what the forms accept, stored
 * as `09XXXXXXXX`, and masked as the status clue shows it; and the numbers people write into free
 * text (a staff note, a company's report), masked for roles that may not see them
 * (docs/spec/console.md#lead-inbox).
 */
import { maskMobilesInText } from './mobiles-in-text.ts';

export { maskMobile, normalizeTaiwanMobile } from '@renovo/core/fields';
export { maskMobilesInText } from './mobiles-in-text.ts';

/** `value` with every mobile written in its strings masked (free text, JSON details). */
export function maskMobilesIn(value: unknown): unknown {
  if (typeof value === 'string') return maskMobilesInText(value);
  if (Array.isArray(value)) return value.map(maskMobilesIn);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskMobilesIn(item)]));
  }
  return value;
}
