/**
 * What the company side holds about a person (docs/spec/company-side.md#owner-control,
 * docs/privacy.md): as a member of a design company, the membership (deleted with the account);
 * invitations sent to the mobile (deleted); applications that gave the mobile as the contact
 * (the contact's name, mobile, e-mail, address and note emptied; the company's name and tax id
 * are the business's). An owner's leads are offered to companies without a copy of the number,
 * so erasing the lead erases what the companies see.
 */
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companyApplications, companyInvites, companyMembers } from '../db/schema-company-side.ts';

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

/** Erases the person's company-side rows; answers how many (the membership goes with the account). */
export async function eraseCompanySide(tx: Tx, mobile: string, userId: number | null): Promise<number> {
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
  return members + invites + applications;
}
