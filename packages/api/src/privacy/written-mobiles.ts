/**
 * Numbers written where a lead keeps free text of its own — its UTM values (a partner's link, a
 * visitor's paste) — masked when the lead's personal data goes (the owner's erasure), in the lead
 * row and in the leads index that copied them when the lead was filed. The origin page is emptied
 * with the lead; the staff's notes are deleted and the companies' notes emptied elsewhere
 * (member-traces.ts, company-side-traces.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { clues, quotes, type Utm } from '../db/schema.ts';
import { leads } from '../db/schema-leads.ts';
import { maskMobilesIn } from '../lib/mobile.ts';
import type { LeadRef } from './member-traces.ts';

/** The index's copies of the UTM values (as the leads trigger cuts them). */
const indexed = (utm: Utm) => ({
  utmSource: utm.source?.slice(0, 128) ?? null,
  utmCampaign: utm.campaign?.slice(0, 128) ?? null,
});

/** Is this lead a quote (else a clue)? */
const isQuote = (ref: LeadRef) => ref.kind === 'basic' || ref.kind === 'community';

/** Masks the mobiles written into these leads' UTM values; answers how many leads changed. */
export async function maskWrittenMobiles(tx: Tx, refs: LeadRef[]): Promise<number> {
  const utms = new Map<string, Utm>();
  const key = (quote: boolean, id: number) => `${quote ? 'q' : 'c'}${id}`;
  for (const table of [quotes, clues]) {
    const quote = table === quotes;
    const ids = refs.filter((r) => isQuote(r) === quote).map((r) => r.id);
    if (ids.length === 0) continue;
    const rows: { id: number; utm: Utm }[] = await tx
      .select({ id: table.id, utm: table.utm })
      .from(table)
      .where(inArray(table.id, ids));
    for (const row of rows) utms.set(key(quote, row.id), row.utm);
  }
  let changed = 0;
  for (const ref of refs) {
    const utm = utms.get(key(isQuote(ref), ref.id));
    if (!utm) continue;
    const masked = maskMobilesIn(utm) as Utm;
    if (JSON.stringify(masked) === JSON.stringify(utm)) continue;
    changed += 1;
    const table = isQuote(ref) ? quotes : clues;
    await tx.update(table).set({ utm: masked }).where(eq(table.id, ref.id));
    await tx
      .update(leads)
      .set(indexed(masked))
      .where(and(eq(leads.kind, ref.kind), eq(leads.leadId, ref.id)));
  }
  return changed;
}
