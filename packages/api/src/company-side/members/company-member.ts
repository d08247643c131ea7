/**
 * Who a company-side request is for (docs/spec/company-side.md#accounts): the signed-in member
 * (role design) and the one company they belong to. A member without a company gets 403
 * 此帳號尚未加入設計公司; an owner-only action 403 只有公司負責人可以管理成員.
 */
import type { CompanyMemberRole } from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { companyMembers } from '../../db/schema-company-side.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail } from '../../lib/errors.ts';
import { requireUser } from '../../middleware/auth/index.ts';

/** A member of a design company, as a request sees them. */
export interface CompanyMember {
  userId: number;
  companyId: number;
  role: CompanyMemberRole;
}

/** The company membership of a user, or null. */
async function membershipOf(db: Db, userId: number): Promise<CompanyMember | null> {
  const [row] = await db
    .select({ userId: companyMembers.userId, companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The request's member and company, or a thrown 401 (no login) / 403 (no company). */
export async function requireCompanyMember(c: Context<AppEnv>): Promise<CompanyMember> {
  const user = await requireUser(c);
  const member = await membershipOf(c.get('deps').db, user.id);
  if (!member) fail(403, messages.companySide.notMember);
  return member;
}

/** The request's member when they are their company's owner, or a thrown 403. */
export async function requireCompanyOwner(c: Context<AppEnv>): Promise<CompanyMember> {
  const member = await requireCompanyMember(c);
  if (member.role !== 'owner') fail(403, messages.companySide.notOwner);
  return member;
}
