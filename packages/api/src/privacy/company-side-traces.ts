/**
 * What the company side holds about a person (docs/spec/company-side.md#owner-control,
 * docs/privacy.md): as a member of a design company, the membership (deleted with the account);
 * invitations sent to the mobile (deleted); applications that gave the mobile as the contact
 * (the contact's name, mobile, e-mail, address and note emptied; the company's name and tax id
 * are the business's). An owner's leads are offered to companies without a copy of the number,
 * so erasing the lead erases what the companies see; what the companies wrote about those leads
 * (a report's note, a decline reason: free text that may name the owner or the number) is
 * emptied with them.
 */
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  companyApplications,
  companyInvites,
  companyMembers,
  leadOffers,
  leadReports,
} from '../db/schema-company-side.ts';
import { type LeadRef, rowsOfLeads } from './member-traces.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The person's company-side rows, for the export. */
export async function exportCompanySide(db: Db, mobile: string, userId: number | null) {
  const [members, invites, applications] = await Promise.all([
    userId === null
      ? Promise.resolve([])
      : db.select().from(companyMembers).where(eq(companyMembers.userId, userId)),
    db.select().from(companyInvites).where(eq(companyInvites.mobile, mobile)),
    db.select().from(companyApplications).where(eq(companyApplications.mobile, mobile)),
  ]);
  return [
    ...members.map((m) => ({
      kind: 'membership',
      company_id: m.companyId,
      role: m.role,
      created_at: iso(m.createdAt),
    })),
    ...invites.map((i) => ({
      kind: 'invitation',
      company_id: i.companyId,
      role: i.role,
      created_at: iso(i.createdAt),
      accepted_at: iso(i.acceptedAt),
    })),
    ...applications.map((a) => ({
      kind: 'application',
      company_name: a.companyName,
      contact_name: a.contactName,
      email: a.email,
      status: a.status,
      created_at: iso(a.createdAt),
    })),
  ];
}

/** The offers of these leads (none when there are no leads). */
const offersOf = (leads: LeadRef[]) =>
  rowsOfLeads(leads, { kind: leadOffers.leadKind, id: leadOffers.leadId });

/** Empties what the companies wrote about these leads; answers how many rows. */
export async function eraseCompanyNotes(tx: Tx, leads: LeadRef[]): Promise<number> {
  const offers = offersOf(leads);
  if (offers === undefined) return 0;
  const declines = await tx
    .update(leadOffers)
    .set({ declineReason: null })
    .where(and(offers, ne(leadOffers.declineReason, '')))
    .returning({ id: leadOffers.id });
  const ids = tx.select({ id: leadOffers.id }).from(leadOffers).where(offers);
  const reports = await tx
    .update(leadReports)
    .set({ note: '' })
    .where(and(inArray(leadReports.offerId, ids), ne(leadReports.note, '')))
    .returning({ id: leadReports.id });
  return declines.length + reports.length;
}

/**
 * Erases the person's company-side rows and what companies wrote about the person's leads
 * (`leads`); answers how many (the membership goes with the account).
 */
export async function eraseCompanySide(
  tx: Tx,
  mobile: string,
  userId: number | null,
  leads: LeadRef[],
): Promise<number> {
  const members =
    userId === null
      ? 0
      : (
          await tx
            .delete(companyMembers)
            .where(eq(companyMembers.userId, userId))
            .returning({ id: companyMembers.id })
        ).length;
  const invites = (
    await tx
      .delete(companyInvites)
      .where(eq(companyInvites.mobile, mobile))
      .returning({ id: companyInvites.id })
  ).length;
  const applications = (
    await tx
      .update(companyApplications)
      .set({ mobile: null, contactName: '', email: '', note: '', clientIp: null })
      .where(or(eq(companyApplications.mobile, mobile)))
      .returning({ id: companyApplications.id })
  ).length;
  return members + invites + applications + (await eraseCompanyNotes(tx, leads));
}
