/**
 * The Taiwan mobile-prefix helper (docs/spec/session.md#validation): judges the first four characters of a
 * number.
 */

/** How many characters the prefix helper judges. */
export const TAIWAN_MOBILE_PREFIX_LENGTH = 4;

/** The fixed prefix list of docs/spec/session.md#validation: 0900 to 0991 inclusive, plus 0800 and 0809. */
export const TAIWAN_MOBILE_PREFIXES: readonly string[] = Object.freeze([
  ...Array.from({ length: 92 }, (_, index) => `09${String(index).padStart(2, '0')}`),
  '0800',
  '0809',
]);

const PREFIX_SET: ReadonlySet<string> = new Set(TAIWAN_MOBILE_PREFIXES);

/** Empty or shorter than 4 characters is rejected; otherwise the first 4 characters must be a listed prefix. */
export function isTaiwanMobilePrefix(value: string): boolean {
  if (value.length < TAIWAN_MOBILE_PREFIX_LENGTH) return false;
  return PREFIX_SET.has(value.slice(0, TAIWAN_MOBILE_PREFIX_LENGTH));
}
