/**
 * Which customised popbox a page shows (docs/spec/platform.md#calls GET /api/popboxs/customize): the page's
 * name
 * for the call, and the first of its popboxes the visitor may see again — a `daily` one once a
 * (Taiwan) day, a `once` one once ever — with the record of what was seen.
 */

/** A popbox as the page reads it. */
export interface Popbox {
  id: number;
  title: string;
  image_pc: string;
  image_mobile: string;
  link: string;
  frequency: 'daily' | 'once';
}

/** When each popbox was last shown: its id → the Taiwan day (YYYY-MM-DD). */
export type PopboxSeen = Record<string, string>;

/** The popbox page name of a path (the API's `page_names`), or null for a page without any. */
export function popboxPageOf(pathname: string): string | null {
  if (pathname === '/') return 'home';
  if (pathname === '/works') return 'works_list';
  if (/^\/works\/\d{1,9}$/.test(pathname)) return 'work_detail';
  if (pathname === '/article') return 'article_list';
  if (/^\/article\/\d{1,9}$/.test(pathname)) return 'article_detail';
  return null;
}

/** The Taiwan (UTC+8, no daylight saving) day of `nowMs`. */
export function taiwanDay(nowMs: number): string {
  return new Date(nowMs + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The first popbox the visitor may see today, or null. */
export function pickPopbox(items: readonly Popbox[], seen: PopboxSeen, today: string): Popbox | null {
  return (
    items.find((item) => {
      const last = seen[String(item.id)];
      if (last === undefined) return true;
      return item.frequency === 'daily' && last !== today;
    }) ?? null
  );
}

/** Reads the stored record leniently (anything unreadable is an empty record). */
export function readSeen(raw: string | null): PopboxSeen {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
