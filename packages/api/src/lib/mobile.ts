/**
 * Taiwan mobile numbers, normalised to `09XXXXXXXX`. The shared schema checks the form's
 * pattern first (optional 886 / 00886 prefix, optional leading 0, then 09, a digit other than
 * 4, then 7 digits); this only strips the prefix and the extra zeros.
 */
const MOBILE_PATTERN = /^(?:\+?886|00886)?0{0,2}(9[0-35-9]\d{7})$/;

/** The number as `09XXXXXXXX`, or null when it is not a Taiwan mobile. */
export function normalizeTaiwanMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(/[\s-]/g, '');
  if (compact.length > 16) return null;
  const match = MOBILE_PATTERN.exec(compact);
  return match ? `0${match[1]}` : null;
}

/** True for a Taiwan mobile number in any accepted spelling. */
export function isTaiwanMobile(input: unknown): boolean {
  return normalizeTaiwanMobile(input) !== null;
}

/** `0912***678`: the masked form shown in status clue. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 4)}***${mobile.slice(-3)}` : '***';
}
