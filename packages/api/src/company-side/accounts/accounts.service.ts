/**
 * A design company's members in the database (docs/spec/company-side.md#accounts): the members
 * and open invitations of a company, taking an invitation (the member row, the account's role
 * `design` and the invitation's accepted mark in one transaction), removing a member (never the
 * last owner; the account's role back to `ordinary`), taking back an invitation, and the console's
 * offers history of a company.
 */
import { CONSOLE_COMPANY_OFFERS_PAGE_SIZE, type CompanyMemberRole } from '@renovo/core/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { companyInvites, companyMembers, leadOffers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { sha256 } from '../../lib/crypto.ts';
import { openInvites, untakenInvite } from './invites.service.ts';

/** A company's name, or undefined. */
export async function companyNamed(db: Db, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** The members (oldest first) and open invitations (newest first) of a company. */
export async function membersOf(db: Db, companyId: number, now: Date) {
  const [members, invites] = await Promise.all([
    db
      .select({
        id: companyMembers.id,
        userId: companyMembers.userId,
        role: companyMembers.role,
        createdAt: companyMembers.createdAt,
        name: users.name,
        mobile: users.mobile,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id)),
    db
      .select()
      .from(companyInvites)
      .where(openInvites(companyId, now))
      .orderBy(desc(companyInvites.createdAt), desc(companyInvites.id)),
  ]);
  return { members, invites };
}

/** How taking an invitation ended. */
export type AcceptOutcome =
  | { ok: true; company: { id: number; name: string }; role: CompanyMemberRole }
  | {
      ok: false;
      why: 'not-found' | 'wrong-mobile' | 'accepted' | 'revoked' | 'expired' | 'member' | 'other-company';
    };

/**
 * Takes the invitation of `token` for the signed-in user: their mobile must be the invited one,
 * the invitation open, and the user in no company yet.
 */
export function acceptInvite(
  db: Db,
  input: { userId: number; mobile: string | null; token: string; now: Date },
  audit: (tx: Tx, companyId: number) => Promise<void>,
): Promise<AcceptOutcome> {
  return db.transaction(async (tx): Promise<AcceptOutcome> => {
    const [invite] = await tx
      .select()
      .from(companyInvites)
      .where(eq(companyInvites.tokenHash, sha256(input.token)))
      .for('update');
    if (!invite) return { ok: false, why: 'not-found' };
    if (!input.mobile || invite.mobile !== input.mobile) return { ok: false, why: 'wrong-mobile' };
    if (invite.acceptedAt) return { ok: false, why: 'accepted' };
    if (invite.revokedAt) return { ok: false, why: 'revoked' };
    if (invite.expiresAt <= input.now) return { ok: false, why: 'expired' };
    const [existing] = await tx
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, input.userId))
      .for('update');
    if (existing)
      return { ok: false, why: existing.companyId === invite.companyId ? 'member' : 'other-company' };
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, invite.companyId));
    if (!company) return { ok: false, why: 'not-found' };
    await tx.insert(companyMembers).values({
      companyId: company.id,
      userId: input.userId,
      role: invite.role,
      createdAt: input.now,
    });
    await tx.update(users).set({ role: 'design' }).where(eq(users.id, input.userId));
    await tx.update(companyInvites).set({ acceptedAt: input.now }).where(eq(companyInvites.id, invite.id));
    await audit(tx, company.id);
    return { ok: true, company, role: invite.role };
  });
}

/** How removing a member ended. */
export type RemoveOutcome = 'removed' | 'not-found' | 'last-owner';

/**
 * Removes member `memberId` of the company (never its last owner) and sets the account's role
 * back to `ordinary`; `audit` runs in the same transaction with the removed member's role.
 */
export function removeMember(
  db: Db,
  companyId: number,
  memberId: number,
  audit: (tx: Tx, role: CompanyMemberRole) => Promise<void>,
): Promise<RemoveOutcome> {
  return db.transaction(async (tx): Promise<RemoveOutcome> => {
    // Every member row of the company is locked, so two owners cannot remove each other at once.
    const members = await tx
      .select({ id: companyMembers.id, userId: companyMembers.userId, role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId))
      .for('update');
    const member = members.find((row) => row.id === memberId);
    if (!member) return 'not-found';
    if (member.role === 'owner' && members.filter((row) => row.role === 'owner').length === 1)
      return 'last-owner';
    await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
    await tx.update(users).set({ role: 'ordinary' }).where(eq(users.id, member.userId));
    await audit(tx, member.role);
    return 'removed';
  });
}

/** Takes back an open invitation of the company; false when there is none by that id. */
export function revokeInvite(
  db: Db,
  companyId: number,
  inviteId: number,
  now: Date,
  audit: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(companyInvites)
      .set({ revokedAt: now })
      .where(untakenInvite(companyId, inviteId))
      .returning({ id: companyInvites.id });
    if (revoked.length === 0) return false;
    await audit(tx);
    return true;
  });
}

/** One page of a company's offers, newest first, and how many it has. */
export async function companyOffersPage(db: Db, companyId: number, page: number) {
  const where = eq(leadOffers.companyId, companyId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: leadOffers.id,
        leadKind: leadOffers.leadKind,
        leadId: leadOffers.leadId,
        status: leadOffers.status,
        named: leadOffers.named,
        offeredAt: leadOffers.offeredAt,
        respondedAt: leadOffers.respondedAt,
      })
      .from(leadOffers)
      .where(where)
      .orderBy(desc(leadOffers.offeredAt), desc(leadOffers.id))
      .limit(CONSOLE_COMPANY_OFFERS_PAGE_SIZE)
      .offset((page - 1) * CONSOLE_COMPANY_OFFERS_PAGE_SIZE),
    db.select({ n: count() }).from(leadOffers).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
