/**
 * What matching knows of a lead (docs/spec/company-side.md#matching), read from the lead index
 * (`leads`) and its row in `quotes` or `clues`: the city, the home's size and layout, the budget
 * band its size gives (the quote's own rate cards, 簡裝 to 豪裝), the style and company it named
 * (filed from a company's page or one of its works), and whether it needs a licensed company.
 */
import {
  LEAD_DISCARDS,
  type LeadKind,
  LICENCE_REQUIRED_LEAD_KINDS,
  QUOTE_VARIANTS,
} from '@renovo/core/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clues, type HouseLayout, quotes } from '../../db/schema.ts';
import { works } from '../../db/schema-content.ts';
import { leads } from '../../db/schema-leads.ts';
import { deriveHouseLayout, priceQuote } from '../../quote/pricing/index.ts';

/** A lead as matching sees it. */
export interface LeadForMatching {
  kind: LeadKind;
  leadId: number;
  regionId: number | null;
  /** 坪, when known. */
  size: number | null;
  layout: HouseLayout | null;
  /** The whole-house budget band its size gives, 萬 NTD (簡裝 to 豪裝), when the size is known. */
  budgetWan: { min: number; max: number } | null;
  styleId: number | null;
  namedCompanyId: number | null;
  needsLicence: boolean;
  community: string | null;
  createdAt: Date;
  mobileVerified: boolean;
  needsReview: boolean;
  contactStopped: boolean;
  /** The staff set it aside (invalid, spam): no company is offered it. */
  discarded: boolean;
}

/** A positive integer id from a text or number column, else null. */
function idOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The budget band of a home of `size` 坪: the 簡裝 and 豪裝 totals of the rate cards, in 萬. */
export function budgetBandOf(size: number, layout: HouseLayout | null): { min: number; max: number } | null {
  if (!(size > 0 && size <= 2000)) return null;
  try {
    const rooms = layout ?? deriveHouseLayout(size);
    const total = (level: 1 | 3) => priceQuote({ level, size, layout: rooms }).total_amount;
    return { min: Math.floor(total(1) / 10_000), max: Math.ceil(total(3) / 10_000) };
  } catch {
    return null;
  }
}

/** The lead, or null when it is not in the index. */
export async function leadForMatching(
  db: Db | Tx,
  kind: LeadKind,
  leadId: number,
): Promise<LeadForMatching | null> {
  const [index] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), eq(leads.leadId, leadId)))
    .limit(1);
  if (!index) return null;
  let size: number | null = null;
  let layout: HouseLayout | null = null;
  let namedCompanyId: number | null = null;
  let workId: number | null = null;
  let community: string | null = null;
  if ((QUOTE_VARIANTS as readonly string[]).includes(kind)) {
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, leadId)).limit(1);
    if (quote) {
      size = Number(quote.size) || null;
      layout = quote.houseLayout ?? null;
      namedCompanyId = idOf(quote.companyId);
      if (quote.type === 'work') workId = idOf(quote.resourceId);
      const name = quote.community?.name;
      community = typeof name === 'string' ? name : null;
    }
  } else {
    const [clue] = await db.select().from(clues).where(eq(clues.id, leadId)).limit(1);
    if (clue) {
      const details = clue.details;
      size = Number(details.size ?? details.area) || null;
      if (clue.sourceType === 'company') namedCompanyId = idOf(clue.sourceId);
      if (clue.sourceType === 'work') workId = idOf(clue.sourceId);
      namedCompanyId ??= idOf(clue.designId);
    }
  }
  let styleId: number | null = null;
  if (workId !== null) {
    const [work] = await db
      .select({ styleId: works.styleId, companyId: works.companyId })
      .from(works)
      .where(eq(works.id, workId))
      .limit(1);
    if (work) {
      styleId = work.styleId;
      namedCompanyId ??= work.companyId;
    }
  }
  return {
    kind,
    leadId,
    regionId: index.regionId,
    size,
    layout,
    budgetWan: size === null ? null : budgetBandOf(size, layout),
    styleId,
    namedCompanyId,
    needsLicence: (LICENCE_REQUIRED_LEAD_KINDS as readonly string[]).includes(kind),
    community,
    createdAt: index.createdAt,
    mobileVerified: index.mobileVerified,
    needsReview: index.needsReview,
    contactStopped: index.contactStoppedAt !== null,
    discarded: (LEAD_DISCARDS as readonly string[]).includes(index.status),
  };
}
