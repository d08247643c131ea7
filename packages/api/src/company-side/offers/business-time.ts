/**
 * The answer time of an offer in business time (docs/spec/company-side.md#offers): minutes count
 * only on business days (Monday to Friday by default) between the opening and closing hour,
 * Taipei time (UTC+8, no daylight saving). An offer made at 17:30 on a Friday with two business
 * hours is due at 10:30 on Monday. The days the operator lists as holidays (BUSINESS_HOLIDAYS,
 * Taipei dates: Taiwan's public holidays and days off) count no business time.
 */

const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The business clock: minutes after midnight it opens and closes, the open weekdays (0 Sunday),
 * and the holidays (Taipei dates, `YYYY-MM-DD`) it stays closed on whatever their weekday.
 */
export interface BusinessHours {
  opensAt: number;
  closesAt: number;
  days: readonly number[];
  holidays: ReadonlySet<string>;
}

/** `HH:MM` as minutes after midnight. */
function minutesOf(hhmm: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new RangeError(`not a time of day: ${hhmm}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60) throw new RangeError(`not a time of day: ${hhmm}`);
  return minutes;
}

/**
 * `09:00-18:00`, `1-5` (weekday numbers, 0 Sunday; a range or a comma list) and the holidays
 * (`YYYY-MM-DD` Taipei dates, comma-separated; none when empty) as business hours.
 */
export function businessHoursOf(hours: string, days: string, holidays = ''): BusinessHours {
  const [open, close] = hours.split('-');
  const opensAt = minutesOf(open ?? '');
  const closesAt = minutesOf(close ?? '');
  if (closesAt <= opensAt) throw new RangeError(`business hours close before they open: ${hours}`);
  const list = days.includes('-')
    ? (() => {
        const [from, to] = days.split('-').map(Number);
        const out: number[] = [];
        for (let d = from ?? 0; d <= (to ?? -1); d++) out.push(d);
        return out;
      })()
    : days.split(',').map(Number);
  if (list.length === 0 || list.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
    throw new RangeError(`not weekdays: ${days}`);
  const dates = holidays === '' ? [] : holidays.split(',');
  for (const date of dates)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      throw new RangeError(`not a date: ${date}`);
  return { opensAt, closesAt, days: list, holidays: new Set(dates) };
}

/** The moment `minutes` business minutes after `from`. */
export function businessDeadline(from: Date, minutes: number, hours: BusinessHours): Date {
  let left = minutes;
  // Work in Taipei wall time as if it were UTC, then shift back.
  let wall = from.getTime() + TAIPEI_OFFSET_MS;
  for (let guard = 0; guard < 400; guard++) {
    const dayStart = Math.floor(wall / DAY) * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const holiday = hours.holidays.has(new Date(dayStart).toISOString().slice(0, 10));
    const open = dayStart + hours.opensAt * MINUTE;
    const close = dayStart + hours.closesAt * MINUTE;
    if (hours.days.includes(weekday) && !holiday && wall < close) {
      const start = Math.max(wall, open);
      const available = (close - start) / MINUTE;
      if (left <= available) return new Date(start + left * MINUTE - TAIPEI_OFFSET_MS);
      left -= available;
    }
    wall = dayStart + DAY;
  }
  throw new RangeError('no business time within a year');
}
