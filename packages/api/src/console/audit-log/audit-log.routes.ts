/**
 * The staff console's audit log (docs/spec/console.md#staff-accounts), admins only: one keyset page
 * of entries, newest first, with the screen's filters; each reading is itself audited.
 */
import { consoleAuditContract } from '@renovo/core/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { auditEntries } from './audit-log.service.ts';

export function consoleAuditLogRoutes() {
  const app = new Hono<AppEnv>();

  route(
    app,
    consoleAuditContract,
    async (c, { query, ok }) => {
      const { db } = c.get('deps');
      const rows = await auditEntries(db, query);
      const page = rows.slice(0, query.limit);
      await recordAudit(db, c, {
        action: 'audit.view',
        subjectType: 'audit',
        details: { filters: { ...query, limit: undefined }, count: page.length },
      });
      const more = rows.length > query.limit;
      return ok({
        items: page.map((row) => ({
          id: row.id,
          staff_id: row.staffId,
          staff_email: row.staffEmail,
          role: row.role,
          action: row.action,
          subject_type: row.subjectType,
          subject_id: row.subjectId,
          details: row.details,
          ip: row.ip,
          at: row.at.toISOString(),
        })),
        next_before: more ? (page.at(-1)?.id ?? null) : null,
      });
    },
    { use: [requireStaff('admin')] },
  );

  return app;
}
