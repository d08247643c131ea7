/**
 * Test helpers of the lead inbox: leads written straight into `quotes` and `clues` (the triggers
 * index them, as they do every lead), at chosen times, so pages with ties in created_at can be
 * built. Tests only.
 */
import type { LeadKind } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clues, quotes } from '../../db/schema.ts';

/** One lead to write. */
export interface LeadSeed {
  kind: LeadKind;
  /** A Date, or an ISO text with microseconds (a JS Date keeps milliseconds). */
  at: Date | string;
  mobile?: string;
  partnerKey?: string | null;
  module?: string | null;
  type?: string;
  regionId?: number;
  verified?: boolean;
  page?: string;
  utm?: { source?: string; medium?: string; campaign?: string; content?: string };
  /** A quote's home (quotes only): size in ping (30 unless given), layout, community. */
  size?: number;
  layout?: { bedroom: number; living_room: number; bathroom: number; kitchen: number; balcony: number };
  community?: { id: number; title: string };
}

/** Writes the leads; answers their (kind, id). */
export async function writeLeads(
  db: Db,
  seeds: LeadSeed[],
): Promise<{ kind: LeadSeed['kind']; id: number }[]> {
  const out: { kind: LeadSeed['kind']; id: number }[] = [];
  for (const seed of seeds) {
    const at = typeof seed.at === 'string' ? sql`${seed.at}::timestamptz` : seed.at;
    if (seed.kind === 'basic' || seed.kind === 'community') {
      const [row] = await db
        .insert(quotes)
        .values({
          variant: seed.kind,
          mobile: seed.mobile ?? '0912345678',
          regionId: seed.regionId ?? 1,
          size: seed.size ?? 30,
          houseLayout: seed.layout ?? null,
          communityId: seed.community?.id ?? null,
          community: seed.community ?? null,
          module: seed.module ?? null,
          type: seed.type ?? 'quote',
          partnerKey: seed.partnerKey ?? null,
          originPage: seed.page ?? null,
          utm: seed.utm ?? {},
          consentNoticeVersion: '2026-11',
          consentAcceptedAt: at as Date,
          mobileVerified: seed.verified ?? false,
          createdAt: at as Date,
        })
        .returning({ id: quotes.id });
      out.push({ kind: seed.kind, id: row!.id });
    } else {
      const [row] = await db
        .insert(clues)
        .values({
          kind: seed.kind,
          mobile: seed.mobile ?? '0912345678',
          type: seed.module ?? null,
          sourceType: seed.type ?? 'work',
          details: seed.regionId === undefined ? {} : { region_id: seed.regionId },
          partnerKey: seed.partnerKey ?? null,
          originPage: seed.page ?? null,
          utm: seed.utm ?? {},
          mobileVerified: seed.verified ?? false,
          createdAt: at as Date,
        })
        .returning({ id: clues.id });
      out.push({ kind: seed.kind, id: row!.id });
    }
  }
  return out;
}
