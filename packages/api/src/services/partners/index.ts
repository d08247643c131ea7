/**
 * Partners and their allowed origins. The table is read through a short-lived cache (a few
 * seconds): it is configuration, not shared state, and a new partner is seen by every process
 * within the TTL.
 */
import type { Db } from '../../db/client.ts';
import { partners } from '../../db/schema.ts';

/** A partner as the CORS middleware needs it. */
export interface Partner {
  key: string;
  name: string;
  allowedOrigins: string[];
}

/**
 * True when `origin` matches `pattern`: equal, or `scheme://host:*` for that host on any port
 * (or none).
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern === origin) return true;
  if (!pattern.endsWith(':*')) return false;
  const base = pattern.slice(0, -2);
  if (origin === base) return true;
  if (!origin.startsWith(`${base}:`)) return false;
  return /^\d{1,5}$/.test(origin.slice(base.length + 1));
}

/** Reads partners with a TTL cache. */
export interface PartnerDirectory {
  all(): Promise<Partner[]>;
  /** The partner named by key, or null. */
  byKey(key: string): Promise<Partner | null>;
  /** The first partner that allows this origin, or null. */
  forOrigin(origin: string): Promise<Partner | null>;
}

/** Creates a directory over the partners table. */
export function createPartnerDirectory(db: Db, ttlMs = 5_000): PartnerDirectory {
  let cached: { at: number; list: Promise<Partner[]> } | null = null;
  const all = (): Promise<Partner[]> => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const list = db
        .select({ key: partners.key, name: partners.name, allowedOrigins: partners.allowedOrigins })
        .from(partners)
        .then((rows) => rows);
      cached = { at: now, list };
      list.catch(() => {
        cached = null;
      });
    }
    return cached.list;
  };
  return {
    all,
    async byKey(key) {
      return (await all()).find((p) => p.key === key) ?? null;
    },
    async forOrigin(origin) {
      return (await all()).find((p) => p.allowedOrigins.some((o) => originMatches(o, origin))) ?? null;
    },
  };
}
