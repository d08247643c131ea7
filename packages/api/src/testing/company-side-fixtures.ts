/**
 * Companies, members and leads written straight into a test database, for the company side's
 * tests (matching, offers, reports): a company that is eligible for leads unless told otherwise
 * (published, tax id valid, licence in force, serving Taipei, one owner member), and a verified
 * basic or community quote.
 */
import { isValidTaxId, type PublicationStatus, type QuoteVariant } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quotes, users } from '../db/schema.ts';
import { companyMembers } from '../db/schema-company-side.ts';
import { companies } from '../db/schema-content.ts';

let seq = 0;
/** A checksum-valid 統一編號 not used yet by this process. */
function nextTaxId(): string {
  for (;;) {
    seq += 1;
    const digits = String(10_000_000 + seq * 37).padStart(8, '0');
    if (isValidTaxId(digits)) return digits;
  }
}

/** Options of a test company. */
export interface TestCompany {
  name?: string;
  regions?: number[];
  styles?: number[];
  priceMinWan?: number;
  priceMaxWan?: number;
  sizeMinPing?: number | null;
  sizeMaxPing?: number | null;
  capacity?: number;
  paused?: boolean;
  licence?: boolean;
  verified?: boolean;
  taxId?: string | null;
  status?: PublicationStatus;
  /** Give it an owner member (default true); the member's mobile. */
  ownerMobile?: string | null;
}

let mobileSeq = 0;
/** A fresh mobile number for a test member or owner. */
export function testMobile(prefix = '0955'): string {
  mobileSeq += 1;
  return `${prefix}${String(100_000 + ((mobileSeq * 7919) % 900_000)).padStart(6, '0')}`;
}

/** Writes a company (and its owner member); returns its id and the owner's user id. */
export async function makeCompany(
  db: Db,
  o: TestCompany = {},
): Promise<{ id: number; ownerId: number | null }> {
  const [row] = await db
    .insert(companies)
    .values({
      name: o.name ?? `測試設計 ${Math.random().toString(36).slice(2, 10)}`,
      logoUrl: '',
      intro: '測試公司',
      regionId: 1,
      address: '台北市',
      foundedYear: 2010,
      teamSize: 10,
      servedRegionIds: o.regions ?? [1],
      styleIds: o.styles ?? [1],
      priceMinWan: o.priceMinWan ?? 10,
      priceMaxWan: o.priceMaxWan ?? 1000,
      sizeMinPing: o.sizeMinPing ?? null,
      sizeMaxPing: o.sizeMaxPing ?? null,
      monthlyCapacity: o.capacity ?? 20,
      paused: o.paused ?? false,
      taxId: o.taxId === undefined ? nextTaxId() : o.taxId,
      licenceNo: o.licence === false ? '' : 'A-123456',
      licenceExpiresOn: o.licence === false ? null : '2099-12-31',
      verified: o.verified ?? false,
      status: o.status ?? 'published',
    })
    .returning({ id: companies.id });
  const id = row!.id;
  let ownerId: number | null = null;
  if (o.ownerMobile !== null) {
    const [user] = await db
      .insert(users)
      .values({ mobile: o.ownerMobile ?? testMobile('0966'), role: 'design' })
      .returning({ id: users.id });
    ownerId = user!.id;
    await db.insert(companyMembers).values({ companyId: id, userId: ownerId, role: 'owner' });
  }
  return { id, ownerId };
}

/** Options of a test lead. */
export interface TestLead {
  variant?: QuoteVariant;
  regionId?: number;
  size?: number;
  mobile?: string;
  verified?: boolean;
  needsReview?: boolean;
  companyId?: number | null;
  createdAt?: Date;
}

/** Writes a quote (the trigger indexes it in `leads`); returns its kind and id. */
export async function makeLead(db: Db, o: TestLead = {}): Promise<{ kind: QuoteVariant; leadId: number }> {
  const variant = o.variant ?? 'basic';
  const at = o.createdAt ?? new Date();
  const [row] = await db
    .insert(quotes)
    .values({
      variant,
      mobile: o.mobile ?? testMobile('0912'),
      regionId: o.regionId ?? 1,
      size: o.size ?? 30,
      type: 'home',
      companyId: o.companyId == null ? null : String(o.companyId),
      community: variant === 'community' ? { name: '測試社區' } : null,
      consentNoticeVersion: '2026-11',
      consentAcceptedAt: at,
      mobileVerified: o.verified ?? true,
      needsReview: o.needsReview ?? false,
      createdAt: at,
    })
    .returning({ id: quotes.id });
  return { kind: variant, leadId: row!.id };
}

/** Empties the company side between cases of one file. */
export async function clearCompanySide(db: Db): Promise<void> {
  await db.execute(sql`delete from lead_offers`);
  await db.execute(sql`delete from company_members`);
  await db.execute(sql`delete from companies`);
}
