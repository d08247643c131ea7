/**
 * Which company a rating is of. An owner names a company by id, or off-site by name; a name is
 * the same company as a listed one when it matches that company's name up to width, case and
 * spaces (Unicode NFKC, then spaces removed, then lower case), and the rating is then stored
 * against the listed company's id — so the one-rating-per-owner-and-company rule (and its unique
 * index) holds however the company is named. Two off-site names that match the same way are the
 * same off-site company.
 */
import { HELD_RATING_STATUSES } from '@renovo/core/contracts';
import { ratingMessages } from '@renovo/core/messages';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { fail } from '../../lib/errors.ts';
import { companyIsPublic } from '../publishing/public-content.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';

/** A rating's company: a listed one (its id), or one not on the site (id null), and its name. */
export interface RatedCompany {
  id: number | null;
  name: string;
}

/** The comparison key of a company name (what makes two spellings the same company). */
const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The same key computed by the database for a name column. */
const nameKeyOf = (column: AnyPgColumn): SQL =>
  sql`lower(regexp_replace(normalize(${column}, NFKC), '\\s+', '', 'g'))`;

/** How an off-site name is stored: width-normalised, spaces collapsed. */
const displayName = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim();

/**
 * The company a rating's body names: its `company_id` (which must be listed: 404 otherwise), or
 * the listed company its `company_name` matches, or else that name as an off-site company.
 */
export async function ratedCompany(
  db: Db,
  body: { company_id?: number | undefined; company_name?: string | undefined },
): Promise<RatedCompany> {
  if (body.company_id !== undefined) {
    const [row] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.id, body.company_id), companyIsPublic));
    return row ?? fail(404, CONTENT_MESSAGES.companyNotFound);
  }
  const name = displayName(body.company_name ?? '');
  const [listed] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(nameKeyOf(companies.name), nameKey(name)))
    .limit(1);
  return listed ?? { id: null, name };
}

/**
 * An owner has at most one pending or published rating of a company, however it was named: a
 * listed company's ratings are those of its id and those that named it off-site.
 */
export async function ensureNotRated(db: Db, userId: number, company: RatedCompany): Promise<void> {
  const [row] = await db
    .select({ id: companyRatings.id })
    .from(companyRatings)
    .where(
      and(
        eq(companyRatings.userId, userId),
        inArray(companyRatings.status, HELD_RATING_STATUSES),
        or(
          company.id === null ? undefined : eq(companyRatings.companyId, company.id),
          and(
            isNull(companyRatings.companyId),
            eq(nameKeyOf(companyRatings.companyName), nameKey(company.name)),
          ),
        ),
      ),
    )
    .limit(1);
  if (row) fail(409, ratingMessages.alreadyRated);
}
