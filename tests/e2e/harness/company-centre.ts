/**
 * The company centre's members for the e2e and the host site's route tests: a design company and
 * members of it, written straight into a stack's database by its global setup (joining a company
 * is the invitations' flow; these tests are about the centre). Each member signs in by SMS as
 * anyone does.
 */
import type { Db } from '../../../packages/api/src/db/client.ts';
import { users } from '../../../packages/api/src/db/schema.ts';
import { companyMembers } from '../../../packages/api/src/db/schema-company-side.ts';
import { companies } from '../../../packages/api/src/db/schema-content.ts';

/** The company the centre's tests sign in to, and its members' mobiles. */
export const CENTRE = {
  company: 'Centre Test Design',
  /** The route test's member, and one per e2e viewport (phone, desktop). */
  mobiles: ['0928700001', '0928700002', '0928700003'],
} as const;

/** Writes the company and its members (users by mobile, as a first SMS login would make them). */
export async function makeCentreMembers(db: Db): Promise<void> {
  const [company] = await db
    .insert(companies)
    .values({
      name: CENTRE.company,
      logoUrl: '',
      intro: '',
      regionId: 1,
      address: '',
      foundedYear: 2020,
      teamSize: 3,
      servedRegionIds: [1],
      styleIds: [1],
      priceMinWan: 50,
      priceMaxWan: 200,
      status: 'published',
    })
    .returning({ id: companies.id });
  for (const mobile of CENTRE.mobiles) {
    const [user] = await db.insert(users).values({ mobile, role: 'design' }).returning({ id: users.id });
    await db.insert(companyMembers).values({ companyId: company!.id, userId: user!.id, role: 'owner' });
  }
}
