/**
 * Partners and their allowed origins. The table is read through a cache that is never stale
 * after a change made through the console (docs/spec/console.md#partners): every partner change bumps one
 * counter
 * row (`partner_directory_version`) in its own transaction, and each lookup first reads that row
 * (one primary-key read) — a changed version reloads the list at once, in every process, on
 * PGlite and PostgreSQL alike. The TTL still reloads now and then, for rows changed by hand.
 * Disabled partners are left out: their origins are refused and their key names nobody. In
 * production only `https://` origins count, even one stored before that rule or by hand.
 */
import { isIP } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { partners } from '../../db/schema.ts';
import { partnerDirectoryVersion } from '../../db/schema-console.ts';
import { isPrivateAddress } from '../../lib/client-ip.ts';

/** A partner as the CORS middleware needs it. */
export interface Partner {
  id: number;
  key: string;
  name: string;
  allowedOrigins: string[];
  /** Salt of the server secret that signs its server-to-server requests; null when none. */
  serverSecretSalt: string | null;
  /** Its leads keep their page's path, not only its origin (never a query or fragment). */
  keepPagePath: boolean;
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

/** True for `localhost` names and loopback, private or link-local address literals. */
function isLocalHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isIP(name) !== 0 && isPrivateAddress(name);
}

/**
 * True when an origin (or pattern) may be a partner's: in production only public `https://`
 * ones (never localhost, a loopback or a private address, whatever the scheme).
 */
export function originUsable(pattern: string, production: boolean): boolean {
  if (!production) return true;
  if (!pattern.startsWith('https://')) return false;
  const authority = pattern.slice('https://'.length);
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.split(':')[0]!;
  return !isLocalHost(host);
}

/** Reads partners through the versioned cache. */
export interface PartnerDirectory {
  all(): Promise<Partner[]>;
  /** The partner named by key, or null. */
  byKey(key: string): Promise<Partner | null>;
  /** The first partner that allows this origin, or null. */
  forOrigin(origin: string): Promise<Partner | null>;
}

const VERSION_ROW = 1;

/** The directory's current version (0 before any change). */
async function readPartnerDirectoryVersion(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ version: partnerDirectoryVersion.version })
    .from(partnerDirectoryVersion)
    .where(eq(partnerDirectoryVersion.id, VERSION_ROW));
  return row?.version ?? 0;
}

/** Bumps the version: call inside the transaction that changes a partner. */
export async function bumpPartnerDirectoryVersion(tx: Db | Tx): Promise<void> {
  await tx
    .insert(partnerDirectoryVersion)
    .values({ id: VERSION_ROW, version: 1 })
    .onConflictDoUpdate({
      target: partnerDirectoryVersion.id,
      set: { version: sql`${partnerDirectoryVersion.version} + 1` },
    });
}

/** Creates a directory over the partners table. */
export function createPartnerDirectory(
  db: Db,
  options: { ttlMs?: number | undefined; production: boolean },
): PartnerDirectory {
  const ttlMs = options.ttlMs ?? 5_000;
  let cached: { at: number; version: number; list: Promise<Partner[]> } | null = null;
  const load = (version: number): Promise<Partner[]> => {
    const list = db
      .select({
        id: partners.id,
        key: partners.key,
        name: partners.name,
        allowedOrigins: partners.allowedOrigins,
        serverSecretSalt: partners.serverSecretSalt,
        keepPagePath: partners.keepPagePath,
      })
      .from(partners)
      .where(eq(partners.disabled, false))
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          allowedOrigins: row.allowedOrigins.filter((o) => originUsable(o, options.production)),
        })),
      );
    cached = { at: Date.now(), version, list };
    list.catch(() => {
      cached = null;
    });
    return list;
  };
  const all = async (): Promise<Partner[]> => {
    const version = await readPartnerDirectoryVersion(db);
    if (!cached || cached.version !== version || Date.now() - cached.at > ttlMs) return load(version);
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
