/**
 * What a lead records beyond the inbox's index row (docs/spec/console.md#lead-inbox): a quote's
 * home (size, layout, community) and every UTM value of a quote or a clue, read from `quotes` and
 * `clues` by primary key for a page of leads at once (the CSV) or for one (the drawer). For roles
 * that see mobiles masked, a mobile written into any of them is masked too.
 */
import type { LeadExtras, LeadKind } from '@renovo/core/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clues, quotes, type Utm } from '../../db/schema.ts';
import { maskMobilesIn } from '../../lib/mobile.ts';

/** The key of a lead in the answer's map. */
export const extrasKey = (kind: LeadKind, id: number) => `${kind}:${id}`;

/** A stored text, or null when it is absent or empty. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function utmOf(utm: Utm | null): LeadExtras['utm'] {
  return {
    source: text(utm?.source),
    medium: text(utm?.medium),
    campaign: text(utm?.campaign),
    content: text(utm?.content),
  };
}

/** The name a community was chosen by (its title, else its name). */
function communityName(community: Record<string, unknown> | null): string | null {
  return text(community?.title) ?? text(community?.name);
}

/**
 * The extras of the leads, by {@link extrasKey}; a lead whose row is gone is left out. Two reads
 * by primary key at most (the quotes, the clues), whatever the number of leads.
 */
export async function leadExtras(
  db: Db,
  keys: readonly { kind: LeadKind; id: number }[],
  full: boolean,
): Promise<Map<string, LeadExtras>> {
  const quoteIds = keys.filter((k) => k.kind === 'basic' || k.kind === 'community').map((k) => k.id);
  const clueIds = keys.filter((k) => k.kind !== 'basic' && k.kind !== 'community').map((k) => k.id);
  const out = new Map<string, LeadExtras>();
  const put = (kind: LeadKind, id: number, extras: LeadExtras) =>
    out.set(extrasKey(kind, id), full ? extras : (maskMobilesIn(extras) as LeadExtras));
  if (quoteIds.length) {
    const rows = await db
      .select({
        id: quotes.id,
        variant: quotes.variant,
        size: quotes.size,
        layout: quotes.houseLayout,
        communityId: quotes.communityId,
        community: quotes.community,
        utm: quotes.utm,
      })
      .from(quotes)
      .where(inArray(quotes.id, quoteIds));
    for (const row of rows) {
      put(row.variant, Number(row.id), {
        size: row.size === null ? null : Number(row.size),
        layout: row.layout ?? null,
        community_id: row.communityId,
        community_name: communityName(row.community),
        utm: utmOf(row.utm),
      });
    }
  }
  if (clueIds.length) {
    const rows = await db
      .select({ id: clues.id, kind: clues.kind, utm: clues.utm })
      .from(clues)
      .where(inArray(clues.id, clueIds));
    for (const row of rows) {
      put(row.kind, Number(row.id), {
        size: null,
        layout: null,
        community_id: null,
        community_name: null,
        utm: utmOf(row.utm),
      });
    }
  }
  return out;
}
