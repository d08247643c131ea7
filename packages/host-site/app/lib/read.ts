/**
 * Lenient readers of API answers whose fields the spec does not show (`Envelope<unknown>`):
 * a page renders what it can read and treats anything else as absent, never crashing on a
 * shape it did not expect.
 */

/** A plain object, or null. */
export function recordOf(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The items of a list answer: `data` itself when an array, else `data.items` / `data.list`. */
export function itemsOf(envelope: unknown): Record<string, unknown>[] {
  const data = recordOf(envelope)?.data;
  const list = Array.isArray(data) ? data : (recordOf(data)?.items ?? recordOf(data)?.list);
  return Array.isArray(list)
    ? list.flatMap((item) => (recordOf(item) ? [item as Record<string, unknown>] : []))
    : [];
}

/** The `data` object of an answer, or null. */
export function dataOf(envelope: unknown): Record<string, unknown> | null {
  return recordOf(recordOf(envelope)?.data);
}

/** A non-empty string field, or `fallback`. */
export function text(record: Record<string, unknown> | null | undefined, key: string, fallback = ''): string {
  const value = record?.[key];
  if (typeof value === 'string' && value !== '') return value;
  return typeof value === 'number' ? String(value) : fallback;
}

/** A finite number field, or `fallback`. */
export function num(record: Record<string, unknown> | null | undefined, key: string, fallback = 0): number {
  const value = record?.[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** The `name` of a `{id, name}` reference field (or the field itself when a string). */
export function refName(record: Record<string, unknown> | null | undefined, key: string): string {
  const value = record?.[key];
  if (typeof value === 'string') return value;
  return text(recordOf(value), 'name');
}

/** Settles a call: its value, or null when it failed (the page shows an error state). */
export async function settle<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch {
    return null;
  }
}
