/** Time helpers. Taiwan has no daylight saving: the calendar day starts at 16:00 UTC. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the Asia/Taipei calendar day that contains `now`. */
export function taipeiDayStart(now: Date): Date {
  const local = now.getTime() + TAIPEI_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - TAIPEI_OFFSET_MS);
}

/** The first instant of the Taiwan calendar month of `now`. */
export function taipeiMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + TAIPEI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - TAIPEI_OFFSET_MS);
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Taipei. */
export function formatTaipei(date: Date): string {
  const local = new Date(date.getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}

/** A clock the app reads; tests pass a controllable one. */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();

/** ISO 8601 in Asia/Taipei with its offset: `2025-07-01T09:30:00+08:00`. */
export function toTaipeiIso(date: Date): string {
  const local = new Date(date.getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${local.slice(0, 19)}+08:00`;
}
