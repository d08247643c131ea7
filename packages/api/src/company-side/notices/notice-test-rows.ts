/**
 * Rows the notice tests build directly (a company with members, a quote lead, offers), the way
 * matching and the offers API would leave them, without going through those flows.
 */
import type { LeadKind, OfferStatus } from '@renovo/core/contracts';
import type { Db } from '../../db/client.ts';
import { quotes, users } from '../../db/schema.ts';
import { companyMembers, leadOffers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { randomToken } from '../../lib/crypto.ts';

const HOUR = 60 * 60 * 1000;

/** A published company with a valid 統一編號 (so at least `tax_id`) and the given contact e-mail. */
export async function insertCompany(
  db: Db,
  name: string,
  options: { email?: string; taxId?: string | null; verified?: boolean; logoUrl?: string } = {},
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      name,
      logoUrl: options.logoUrl ?? '/img/logo.png',
      intro: 'A company made by the notice tests',
      regionId: 1,
      address: '',
      foundedYear: 2020,
      teamSize: 5,
      servedRegionIds: [1],
      styleIds: [1],
      priceMinWan: 50,
      priceMaxWan: 200,
      email: options.email ?? '',
      taxId: options.taxId === undefined ? null : options.taxId,
      verified: options.verified ?? false,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('no company');
  return row.id;
}

/** A member account with a mobile, joined to the company. */
export async function insertMember(db: Db, companyId: number, mobile: string): Promise<void> {
  const [user] = await db.insert(users).values({ mobile }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  await db.insert(companyMembers).values({ companyId, userId: user.id, role: 'owner' });
}

/** A basic quote lead of `mobile` (its `leads` row comes from the trigger). */
export async function insertQuoteLead(
  db: Db,
  mobile: string,
  now: Date,
): Promise<{ kind: LeadKind; leadId: number; publicId: string }> {
  const publicId = randomToken(16);
  const [row] = await db
    .insert(quotes)
    .values({
      publicId,
      variant: 'basic',
      mobile,
      regionId: 1,
      size: 32.5,
      houseLayout: { bedroom: 3, living_room: 2, kitchen: 1, bathroom: 2, balcony: 1 },
      type: 'notice-test',
      consentNoticeVersion: '2026-11',
      consentAcceptedAt: now,
      createdAt: now,
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error('no quote');
  return { kind: 'basic', leadId: row.id, publicId };
}

/** An offer of the lead to the company in the given state. */
export async function insertOffer(
  db: Db,
  lead: { kind: LeadKind; leadId: number },
  companyId: number,
  status: OfferStatus,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(leadOffers)
    .values({
      leadKind: lead.kind,
      leadId: lead.leadId,
      companyId,
      status,
      offeredAt: now,
      expiresAt: new Date(now.getTime() + 24 * HOUR),
      respondedAt: status === 'offered' ? null : now,
    })
    .returning({ id: leadOffers.id });
  if (!row) throw new Error('no offer');
  return row.id;
}
