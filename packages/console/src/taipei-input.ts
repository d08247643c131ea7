/**
 * `datetime-local` fields in Taiwan time, whatever the browser's zone (docs/spec/console.md: every
 * time in the console is Asia/Taipei). Taiwan keeps no daylight saving: +08:00 all year.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** An ISO time as a `datetime-local` value in Taiwan time (`YYYY-MM-DDTHH:mm`), or ''. */
export function taipeiInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Taiwan time, as an ISO time; null when empty or not a time. */
export function isoOfTaipeiInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
