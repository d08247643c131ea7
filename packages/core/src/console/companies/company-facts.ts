/**
 * The facts of a design company as the console writes it (docs/spec/console.md#companies),
 * declared once: the 統一編號 checksum, the interior-decoration licence's reminder window and how
 * a licence stands on a day, and the field limits. The contract's schemas, the server, the
 * reminder job and the console all read them from here.
 */

/** The weights of the 統一編號 checksum, digit by digit. */
const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/**
 * A valid 統一編號 (Taiwan business administration number) by the rule in force since 2023:
 * eight digits; each digit times its weight (1,2,1,2,1,2,4,1), the digits of each product
 * added up; valid when the sum is divisible by 5 or — when the 7th digit is 7 (its product 28
 * may count as 2+8 or as 1) — when the sum plus one is.
 *
 * @example isValidTaxId('04595257') // true
 */
export function isValidTaxId(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const product = Number(value[i]) * TAX_ID_WEIGHTS[i]!;
    sum += Math.floor(product / 10) + (product % 10);
  }
  if (sum % 5 === 0) return true;
  return value[6] === '7' && (sum + 1) % 5 === 0;
}

/** Days before a licence lapses from which the console and the reminder job flag it. */
export const LICENCE_REMINDER_DAYS = 90;

/** How a company's 室內裝修業登記證 stands on a day. */
export const LICENCE_STANDINGS = ['none', 'valid', 'expiring', 'expired'] as const;
/** A licence's standing. */
export type LicenceStanding = (typeof LICENCE_STANDINGS)[number];

/** The calendar day (`YYYY-MM-DD`) of a moment in Taiwan (UTC+8, no daylight saving). */
export function taipeiDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A licence's standing on `today` (both `YYYY-MM-DD`): `expired` after its last valid day,
 * `expiring` from LICENCE_REMINDER_DAYS days before it, `none` without an expiry date.
 */
export function licenceStanding(expiresOn: string | null, today: string): LicenceStanding {
  if (!expiresOn) return 'none';
  if (expiresOn < today) return 'expired';
  if (expiresOn <= addDays(today, LICENCE_REMINDER_DAYS)) return 'expiring';
  return 'valid';
}

/** The limits of a company's fields. */
export const COMPANY_LIMITS = {
  name: 60,
  intro: 2000,
  address: 120,
  licenceNo: 40,
  phone: 20,
  email: 120,
  website: 200,
  /** Budget band, 萬 NTD. */
  budgetWan: 100_000,
  foundedYearMin: 1900,
  teamSize: 10_000,
  regions: 22,
  styles: 12,
} as const;

/** The limits of a work's fields. */
export const WORK_LIMITS = {
  title: 80,
  description: 4000,
  designer: 40,
  areaPing: 2000,
  budgetWan: 100_000,
  rooms: 20,
  photos: 120,
  caption: 200,
  alt: 200,
} as const;
