/**
 * Test helpers of the company centre: a design company written straight into the database, and
 * a signed-in member of it (an SMS login through the outbox, then a company_members row). Tests only.
 */
import { type CompanyMemberRole, userInfoRoute } from '@renovo/core/contracts';
import { companyMembers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import type { TestHarness } from '../../testing/harness.ts';

/** A published company named `name` (overrides for its columns). */
export async function insertCompany(
  h: TestHarness,
  name: string,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<number> {
  const [row] = await h.db
    .insert(companies)
    .values({
      name,
      logoUrl: '',
      intro: 'Old homes renovated',
      regionId: 1,
      address: 'No. 1, Songren Rd., Taipei',
      foundedYear: 2015,
      teamSize: 5,
      servedRegionIds: [1],
      styleIds: [1],
      priceMinWan: 50,
      priceMaxWan: 200,
      status: 'published',
      ...overrides,
    })
    .returning({ id: companies.id });
  return row!.id;
}

/** Signs `mobile` in by SMS, makes it a member of `companyId`; answers the bearer token and user id. */
export async function memberOf(
  h: TestHarness,
  companyId: number,
  mobile: string,
  role: CompanyMemberRole = 'owner',
): Promise<{ token: string; userId: number }> {
  const token = await h.login(mobile);
  const me = await h.call(userInfoRoute.method, userInfoRoute.path, { token });
  const userId = Number(me.body.data.id);
  await h.db.insert(companyMembers).values({ companyId, userId, role });
  return { token, userId };
}
