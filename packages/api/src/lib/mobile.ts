/**
 * Taiwan mobile numbers on the server: core's one rule (`isTaiwanMobile`, docs/spec/session.md#validation),
 * so the
 * server accepts exactly what the forms accept, stored as `09XXXXXXXX`, and masked as the status
 * clue shows it.
 */
export { maskMobile, normalizeTaiwanMobile } from '@renovo/core/fields';
