import { format, timeMessages } from '../messages/zh-TW.ts';

/**
 * How long ago something happened, for the recent quote records (docs/spec/quotes.md#errors "Time formatting
 * failure: warning logged, nothing shown; under one minute shows 剛才"): 剛才 under one minute,
 * then minutes, hours and days. A time that cannot be read logs a warning and gives ''.
 */
export function timeAgo(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) {
    console.warn('[renovo] cannot format the time of a record', iso);
    return '';
  }
  const seconds = Math.max(0, (now - then) / 1000);
  if (seconds < 60) return timeMessages.justNow;
  if (seconds < 3600) return format(timeMessages.minutesAgo, { n: Math.floor(seconds / 60) });
  if (seconds < 86_400) return format(timeMessages.hoursAgo, { n: Math.floor(seconds / 3600) });
  return format(timeMessages.daysAgo, { n: Math.floor(seconds / 86_400) });
}
