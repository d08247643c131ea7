/**
 * Dates as the pages show them, in Taiwan time (UTC+8, no daylight saving) and formatted by hand,
 * so the server's HTML and the browser's render agree whatever the machine's zone or ICU data.
 */

/** Taiwan's offset from UTC, in ms. */
const TAIWAN_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

function taiwanParts(iso: string): Date | null {
  const time = Date.parse(iso);
  // Shifted so that the UTC getters read Taiwan's wall clock.
  return Number.isFinite(time) ? new Date(time + TAIWAN_OFFSET_MS) : null;
}

/** '2025/07/01' (empty for an unreadable date). */
export function formatDate(iso: string): string {
  const d = taiwanParts(iso);
  return d ? `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}` : '';
}

/** '2025/07/01 09:30' (empty for an unreadable date). */
export function formatDateTime(iso: string): string {
  const d = taiwanParts(iso);
  return d ? `${formatDate(iso)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}
