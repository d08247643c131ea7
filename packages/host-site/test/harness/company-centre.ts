/**
 * The company centre's members for the route tests and journeys: a design company and members of
 * it, written straight into the stack's database by the global setup (joining a company is the
 * invitations' flow; these tests are about the centre). Each member signs in by SMS as anyone does.
 */
import type { Db } from '@renovo/api/db';
import { users } from '@renovo/api/schema';
import { companies } from '@renovo/api/schema-content';
import { companyMembers } from '../../../api/src/db/schema-company-side.ts';

/** The company the centre's tests sign in to, and its members' mobiles. */
export const CENTRE = {
  company: 'Centre Test Design',
  /** The route test's member, and one per journey viewport. */
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
