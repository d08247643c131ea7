/**
 * Applications to join in the database (docs/spec/company-side.md#accounts, #console): filing one
 * (within the per-network limit), the console's verification queue (open applications, oldest
 * first; companies whose tax id is valid and licence in force but not yet staff-verified), and
 * deciding one — approving creates the company as a draft from the application's name, 統一編號,
 * licence and city, in the same transaction as the decision and its audit row.
 */
import { isValidTaxId, taipeiDay } from '@renovo/core/contracts';
import { companyApplicationMessages as m } from '@renovo/core/messages';
import { and, asc, eq, gte, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companyApplications } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import type { AddressKey } from '../../lib/client-ip.ts';
import { fail } from '../../lib/errors.ts';
import { addressLimitKey, consumeLimits } from '../../services/rate-limit/index.ts';
import { companyVerificationLevel } from '../verification/verification-level.ts';

const MINUTE = 60_000;
/** Applications one network may file: a few in ten minutes, ten a day. */
const APPLICATION_LIMITS = [
  { limit: 3, windowMs: 10 * MINUTE },
  { limit: 10, windowMs: 24 * 60 * MINUTE },
] as const;
/** The most rows each list of the queue holds. */
const QUEUE_LIMIT = 100;

/** An application as stored. */
export type ApplicationRow = typeof companyApplications.$inferSelect;
type NewApplication = typeof companyApplications.$inferInsert;

/** Files an application within the per-network limit (a 429 with Retry-After past it). */
export async function fileApplication(db: Db, address: AddressKey, values: NewApplication, now: Date) {
  return db.transaction(async (tx) => {
    const key = addressLimitKey('company-application', address);
    const outcome = await consumeLimits(
      tx,
      APPLICATION_LIMITS.map((rule) => ({ key, ...rule, reason: m.tooManyFromAddress })),
      now,
    );
    if (!outcome.ok)
      fail(429, outcome.rule.reason, { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } });
    const [row] = await tx
      .insert(companyApplications)
      .values(values)
      .returning({ id: companyApplications.id });
    if (!row) throw new Error('insert returned no application');
    return row.id;
  });
}

/** The verification queue on `now`: open applications, and companies awaiting the staff's check. */
export async function verificationQueue(db: Db, now: Date) {
  const today = taipeiDay(now);
  const [applications, candidates] = await Promise.all([
    db
      .select()
      .from(companyApplications)
      .where(eq(companyApplications.status, 'open'))
      .orderBy(asc(companyApplications.createdAt), asc(companyApplications.id))
      .limit(QUEUE_LIMIT),
    db
      .select({
        id: companies.id,
        name: companies.name,
        taxId: companies.taxId,
        licenceNo: companies.licenceNo,
        licenceExpiresOn: companies.licenceExpiresOn,
        verified: companies.verified,
      })
      .from(companies)
      .where(
        and(
          eq(companies.verified, false),
          isNotNull(companies.taxId),
          ne(companies.licenceNo, ''),
          gte(companies.licenceExpiresOn, today),
        ),
      )
      .orderBy(asc(companies.updatedAt), asc(companies.id))
      .limit(QUEUE_LIMIT),
  ]);
  const pending = candidates
    .filter((row) => row.taxId !== null && isValidTaxId(row.taxId))
    .map((row) => ({ ...row, taxId: row.taxId ?? '', level: companyVerificationLevel(row, now) }))
    .filter((row) => row.level === 'licensed');
  return { applications, companies: pending };
}

/** How deciding an application ended. */
export type Decision<T> = { ok: true; value: T } | { ok: false; why: 'not-found' | 'decided' };

/** Locks an application and checks it is still open. */
async function openApplication(tx: Tx, id: number): Promise<Decision<ApplicationRow>> {
  const [row] = await tx
    .select()
    .from(companyApplications)
    .where(eq(companyApplications.id, id))
    .for('update');
  if (!row) return { ok: false, why: 'not-found' };
  if (row.status !== 'open') return { ok: false, why: 'decided' };
  return { ok: true, value: row };
}

/**
 * Approves an open application: the company as a draft (its name, 統一編號, licence and city),
 * the application marked approved with it; `audit` in the same transaction. Throws the unique
 * violation of a taken name or 統一編號 (the caller answers 409).
 */
export function approveApplication(
  db: Db,
  input: { id: number; staffId: number; now: Date },
  audit: (tx: Tx, application: ApplicationRow, companyId: number) => Promise<void>,
): Promise<Decision<{ companyId: number; mobile: string | null }>> {
  return db.transaction(async (tx) => {
    const open = await openApplication(tx, input.id);
    if (!open.ok) return open;
    const application = open.value;
    const [company] = await tx
      .insert(companies)
      .values({
        name: application.companyName,
        logoUrl: '',
        intro: '',
        regionId: application.regionId,
        address: '',
        // Not asked by the application: left for the company to fill in, never invented.
        foundedYear: null,
        teamSize: null,
        servedRegionIds: [application.regionId],
        styleIds: [],
        priceMinWan: 0,
        priceMaxWan: 0,
        status: 'draft',
        taxId: application.taxId,
        licenceNo: application.licenceNo,
        licenceExpiresOn: application.licenceExpiresOn,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('insert returned no company');
    await tx
      .update(companyApplications)
      .set({
        status: 'approved',
        companyId: company.id,
        decidedAt: input.now,
        decidedByStaffId: input.staffId,
      })
      .where(eq(companyApplications.id, application.id));
    await audit(tx, application, company.id);
    return { ok: true, value: { companyId: company.id, mobile: application.mobile } };
  });
}

/** Rejects an open application; `audit` in the same transaction. */
export function rejectApplication(
  db: Db,
  input: { id: number; staffId: number; now: Date },
  audit: (tx: Tx) => Promise<void>,
): Promise<Decision<null>> {
  return db.transaction(async (tx) => {
    const open = await openApplication(tx, input.id);
    if (!open.ok) return open;
    await tx
      .update(companyApplications)
      .set({ status: 'rejected', decidedAt: input.now, decidedByStaffId: input.staffId })
      .where(eq(companyApplications.id, input.id));
    await audit(tx);
    return { ok: true, value: null };
  });
}
