/**
 * A lead as a company is told of it before accepting (docs/spec/company-side.md#notifications):
 * its region, size, layout and budget when known — never the owner's name, number or address.
 * Read from the quote (basic, community) or the clue (consult, authorize, order) the `leads` row
 * points at.
 */
import { type LeadKind, QUOTE_VARIANTS } from '@renovo/core/contracts';
import { regionById } from '@renovo/core/data';
import { communityQuoteMessages, format, companyNoticeMessages as m } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clues, quotes } from '../../db/schema.ts';
import { leads } from '../../db/schema-leads.ts';

/** A lead's identity in the `leads` table. */
export interface LeadRef {
  kind: LeadKind;
  leadId: number;
}

/** The masked facts of a lead. */
export interface LeadSummary {
  regionName: string;
  /** The parts joined: region, size, layout, budget. */
  text: string;
}

/** Is this kind a quote (its row in `quotes`)? */
export function isQuoteKind(kind: LeadKind): boolean {
  return (QUOTE_VARIANTS as readonly string[]).includes(kind);
}

/** A positive number from a clue's details (a number or a numeric string), else null. */
function positive(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The size, layout and budget of the lead's own row. */
async function facts(db: Db, lead: LeadRef) {
  if (isQuoteKind(lead.kind)) {
    const [row] = await db
      .select({ size: quotes.size, layout: quotes.houseLayout })
      .from(quotes)
      .where(eq(quotes.id, lead.leadId));
    return { size: row ? Number(row.size) : null, layout: row?.layout ?? null, budgetWan: null };
  }
  const [row] = await db.select({ details: clues.details }).from(clues).where(eq(clues.id, lead.leadId));
  const details = row?.details ?? {};
  return {
    size: positive(details.size),
    layout: null,
    budgetWan: positive(details.budget_wan ?? details.budget),
  };
}

/** The masked summary of a lead; null when the lead is unknown. */
export async function leadSummary(db: Db, lead: LeadRef): Promise<LeadSummary | null> {
  const [row] = await db
    .select({ regionId: leads.regionId })
    .from(leads)
    .where(and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId)));
  if (!row) return null;
  const regionName = (row.regionId === null ? undefined : regionById(row.regionId)?.name) ?? m.regionUnknown;
  const { size, layout, budgetWan } = await facts(db, lead);
  const parts = [regionName];
  if (size !== null) parts.push(format(m.size, { size: Number(size.toFixed(2)) }));
  if (layout) {
    parts.push(
      format(communityQuoteMessages.layout, {
        room: layout.bedroom,
        hall: layout.living_room,
        bath: layout.bathroom,
      }),
    );
  }
  if (budgetWan !== null) parts.push(format(m.budget, { wan: Number(budgetWan.toFixed(1)) }));
  return { regionName, text: parts.join(m.summarySeparator) };
}
