/** The audit log screen's query: one keyset page of entries, newest first, with its filters. */
import type { AuditSubjectType } from '@renovo/core/contracts';
import { and, desc, eq, gte, like, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema-console.ts';

/** The filters of the audit log screen (as its contract reads them). */
export interface AuditFilters {
  staff_id?: number | undefined;
  /** An exact action, or a prefix ending in `.` (`staff.` for every staff action). */
  action?: string | undefined;
  subject_type?: AuditSubjectType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The keyset: entries older than this id. */
  before?: number | undefined;
  limit: number;
}

/** The start of a day given as `YYYY-MM-DD` (Asia/Taipei) or an instant. */
function instant(value: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00+08:00`);
    return endOfDay ? new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1) : start;
  }
  return new Date(value);
}

/** Up to `limit + 1` entries matching the filters, newest first (the extra one tells of a next page). */
export function auditEntries(db: Db, query: AuditFilters) {
  const where: SQL[] = [];
  if (query.staff_id) where.push(eq(auditLog.staffId, query.staff_id));
  if (query.action) {
    where.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, query.action),
    );
  }
  if (query.subject_type) where.push(eq(auditLog.subjectType, query.subject_type));
  if (query.from) where.push(gte(auditLog.at, instant(query.from, false)));
  if (query.to) where.push(lte(auditLog.at, instant(query.to, true)));
  if (query.before) where.push(lt(auditLog.id, query.before));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
}
