/**
 * Partner management from the console (docs/spec/console.md#partners): create, edit, disable or enable,
 * rotate
 * the key. Each change bumps the directory version in the same transaction, so CORS and lead
 * attribution in every process follow at once. A rotated key is kept in `partner_key_history`,
 * so leads filed under it still name their partner.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners } from '../../db/schema.ts';
import { partnerKeyHistory } from '../../db/schema-console.ts';
import { randomToken } from '../../lib/crypto.ts';
import { bumpPartnerDirectoryVersion, originUsable } from './index.ts';
import { newServerSecretSalt, serverSecretOf } from './server-secret.ts';

/** A partner as the console shows it. */
export interface PartnerView {
  id: number;
  key: string;
  name: string;
  origins: string[];
  contact: string;
  widget_defaults: Record<string, unknown>;
  disabled: boolean;
  /** Its leads keep their page's path (lib/lead-page.ts); else only the page's origin. */
  keep_page_path: boolean;
  /** When its server secret was made; null when it has none. The secret itself is never shown again. */
  server_secret_at: string | null;
  created_at: string;
  updated_at: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The normalised origin, or null when `value` is not an exact origin: `https://host[:port]`
 * (`http://` only for loopback hosts, which alone may end in `:*` for any port), nothing after
 * the host but one optional `/`, no user, no wildcard host.
 */
export function normaliseOrigin(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > 300 || /\s/.test(text)) return null;
  let anyPort = false;
  let candidate = text.endsWith('/') ? text.slice(0, -1) : text;
  if (candidate.endsWith(':*')) {
    anyPort = true;
    candidate = candidate.slice(0, -2);
  }
  if (candidate.includes('*')) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // Nothing between the host and the end of the text (new URL drops a lone `?` or `#`).
  if (!/^https?:\/\/[^/?#@]+$/i.test(candidate)) return null;
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol === 'http:' && !loopback) return null;
  if (anyPort) return loopback && !url.port ? `${url.origin}:*` : null;
  return url.origin;
}

/**
 * Normalises a list of origins: the normalised list, or the first wrong one — `https` when it is
 * well formed but not `https://` in production (partner pages there are served over TLS).
 */
export function normaliseOrigins(
  values: string[],
  production: boolean,
): { ok: true; origins: string[] } | { ok: false; wrong: string; reason: 'format' | 'https' } {
  const out: string[] = [];
  for (const value of values) {
    const origin = normaliseOrigin(value);
    if (!origin) return { ok: false, wrong: value.slice(0, 100), reason: 'format' };
    if (!originUsable(origin, production)) return { ok: false, wrong: value.slice(0, 100), reason: 'https' };
    if (!out.includes(origin)) out.push(origin);
  }
  return { ok: true, origins: out };
}

/** A new partner key: `pk_` and 16 random bytes. */
function newPartnerKey(): string {
  return `pk_${randomToken(16)}`;
}

function view(row: typeof partners.$inferSelect): PartnerView {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    origins: row.allowedOrigins,
    contact: row.contact,
    widget_defaults: row.widgetDefaults,
    disabled: row.disabled,
    keep_page_path: row.keepPagePath,
    server_secret_at: row.serverSecretAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every partner, oldest first. */
export async function listPartners(db: Db): Promise<PartnerView[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.id));
  return rows.map(view);
}

/** Creates a partner (origins already normalised) with a new key. */
export async function createPartner(
  db: Db,
  input: {
    name: string;
    origins: string[];
    contact?: string;
    widgetDefaults?: Record<string, unknown>;
    keepPagePath?: boolean;
    now: Date;
  },
): Promise<PartnerView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partners)
      .values({
        key: newPartnerKey(),
        name: input.name,
        allowedOrigins: input.origins,
        contact: input.contact ?? '',
        widgetDefaults: input.widgetDefaults ?? {},
        keepPagePath: input.keepPagePath ?? false,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    await bumpPartnerDirectoryVersion(tx);
    return view(row!);
  });
}

/** Changes a partner; null when there is none with this id. */
export async function updatePartner(
  db: Db,
  id: number,
  change: {
    name?: string;
    origins?: string[];
    contact?: string;
    widgetDefaults?: Record<string, unknown>;
    keepPagePath?: boolean;
    disabled?: boolean;
  },
  now: Date,
): Promise<{ before: PartnerView; after: PartnerView } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!row) return null;
    const [updated] = await tx
      .update(partners)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.origins !== undefined ? { allowedOrigins: change.origins } : {}),
        ...(change.contact !== undefined ? { contact: change.contact } : {}),
        ...(change.widgetDefaults !== undefined ? { widgetDefaults: change.widgetDefaults } : {}),
        ...(change.keepPagePath !== undefined ? { keepPagePath: change.keepPagePath } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
        updatedAt: now,
      })
      .where(eq(partners.id, id))
      .returning();
    await bumpPartnerDirectoryVersion(tx);
    return { before: view(row), after: view(updated!) };
  });
}

/** Gives a partner a new key; the old one goes to the history. Null when there is no such partner. */
export async function rotatePartnerKey(db: Db, id: number, now: Date): Promise<PartnerView | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!row) return null;
    await tx.insert(partnerKeyHistory).values({ key: row.key, partnerId: row.id, retiredAt: now });
    const [updated] = await tx
      .update(partners)
      .set({ key: newPartnerKey(), updatedAt: now })
      .where(eq(partners.id, id))
      .returning();
    await bumpPartnerDirectoryVersion(tx);
    return view(updated!);
  });
}

/**
 * Makes a new server secret for a partner (the old one, if any, stops at once in every process):
 * the secret to show once, or null when there is no such partner.
 */
export async function renewServerSecret(
  db: Db,
  id: number,
  input: { appSecret: string; now: Date },
): Promise<{ partner: PartnerView; secret: string; replaced: boolean } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!row) return null;
    const salt = newServerSecretSalt();
    const [updated] = await tx
      .update(partners)
      .set({ serverSecretSalt: salt, serverSecretAt: input.now, updatedAt: input.now })
      .where(eq(partners.id, id))
      .returning();
    await bumpPartnerDirectoryVersion(tx);
    return {
      partner: view(updated!),
      secret: serverSecretOf(input.appSecret, salt),
      replaced: row.serverSecretSalt !== null,
    };
  });
}

/** The partner id a lead's stored key names, current or rotated (for attribution), or null. */
export async function partnerIdForKey(db: Db, key: string): Promise<number | null> {
  const [current] = await db.select({ id: partners.id }).from(partners).where(eq(partners.key, key)).limit(1);
  if (current) return current.id;
  const [old] = await db
    .select({ id: partnerKeyHistory.partnerId })
    .from(partnerKeyHistory)
    .where(eq(partnerKeyHistory.key, key))
    .limit(1);
  return old?.id ?? null;
}

/**
 * Every key leads may carry — each partner's current key and the keys retired by a rotation —
 * with the partner's name (two reads of small tables, no join on the lead list).
 */
export async function partnerNames(
  db: Db,
): Promise<{ key: string; name: string; retired: boolean; disabled: boolean }[]> {
  const current = await db
    .select({ id: partners.id, key: partners.key, name: partners.name, disabled: partners.disabled })
    .from(partners)
    .orderBy(asc(partners.name), asc(partners.id));
  const byId = new Map(current.map((p) => [p.id, p]));
  const retired = await db
    .select({ key: partnerKeyHistory.key, partnerId: partnerKeyHistory.partnerId })
    .from(partnerKeyHistory);
  return [
    ...current.map((p) => ({ key: p.key, name: p.name, retired: false, disabled: p.disabled })),
    ...retired.flatMap((r) => {
      const partner = byId.get(r.partnerId);
      return partner ? [{ key: r.key, name: partner.name, retired: true, disabled: partner.disabled }] : [];
    }),
  ];
}
