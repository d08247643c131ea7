/**
 * The console's companies in the database (docs/spec/console.md#companies): a page of them with
 * the name search and the status and licence filters, one company with its logo asset, and
 * creating or changing one with its audit row in one transaction. A company's `works_count` is
 * the number of its published works (what the site's cards show), refreshed on every write that
 * can change it.
 */
import {
  addDays,
  CONSOLE_COMPANIES_PAGE_SIZE,
  type ConsoleCompaniesQuerySchema,
  LICENCE_REMINDER_DAYS,
} from '@renovo/core/contracts';
import { and, count, desc, eq, gte, ilike, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { likePattern } from '../../content/shared/like.ts';
import { photoAssetOf } from '../../content/shared/picture-columns.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies, works } from '../../db/schema-content.ts';

/** A company row. */
export type CompanyRow = typeof companies.$inferSelect;
type NewCompany = typeof companies.$inferInsert;

/** The list's filters, as the contract parses them. */
type ListQuery = z.output<typeof ConsoleCompaniesQuerySchema>;

/** The SQL of the list's filters on `today` (Taiwan's day, `YYYY-MM-DD`). */
function listFilters(query: ListQuery, today: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(ilike(companies.name, likePattern(query.q)));
  if (query.status) where.push(eq(companies.status, query.status));
  if (query.licence === 'expired') where.push(lt(companies.licenceExpiresOn, today));
  if (query.licence === 'expiring')
    where.push(
      and(
        gte(companies.licenceExpiresOn, today),
        lte(companies.licenceExpiresOn, addDays(today, LICENCE_REMINDER_DAYS)),
      ),
    );
  return and(...where);
}

/** One page of companies (newest change first) and how many match. */
export async function consoleCompanyPage(db: Db, query: ListQuery, today: string) {
  const where = listFilters(query, today);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.updatedAt), desc(companies.id))
      .limit(CONSOLE_COMPANIES_PAGE_SIZE)
      .offset((query.page - 1) * CONSOLE_COMPANIES_PAGE_SIZE),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A company with its logo's media asset; undefined when there is none. */
export async function consoleCompanyById(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ company: companies, logo: photoAssetOf(companies.logoMediaId) })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** Sets a company's works count to its published works. */
export async function refreshWorksCount(tx: Db | Tx, companyId: number): Promise<void> {
  await tx
    .update(companies)
    .set({
      worksCount: sql`(select count(*)::int from ${works} where ${works.companyId} = ${companyId} and ${works.status} = 'published')`,
    })
    .where(eq(companies.id, companyId));
}

/** Creates a company and runs `audit` in the same transaction; throws on a taken name or 統一編號. */
export function createCompany(db: Db, values: NewCompany, audit: (tx: Tx, id: number) => Promise<void>) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(companies).values(values).returning({ id: companies.id });
    if (!created) throw new Error('insert returned no row');
    await audit(tx, created.id);
    return created.id;
  });
}

/**
 * Changes a company and runs `audit` with the row before and after in the same transaction;
 * null when there is no such company.
 */
export function updateCompany(
  db: Db,
  id: number,
  change: (before: CompanyRow) => Partial<NewCompany>,
  audit: (tx: Tx, before: CompanyRow, after: CompanyRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(companies).set(change(before)).where(eq(companies.id, id)).returning();
    if (!after) return null;
    await audit(tx, before, after);
    return after;
  });
}

/**
 * The companies whose licence lapses within the reminder window of `today` (or has lapsed) and
 * that have not been flagged for this expiry date (a new date clears the flag): the reminder
 * job's work list.
 */
export function licencesToFlag(db: Db | Tx, today: string) {
  return db
    .select({ id: companies.id, name: companies.name, licenceExpiresOn: companies.licenceExpiresOn })
    .from(companies)
    .where(
      and(
        lte(companies.licenceExpiresOn, addDays(today, LICENCE_REMINDER_DAYS)),
        isNull(companies.licenceRemindedOn),
      ),
    );
}
