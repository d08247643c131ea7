/**
 * The audit log is append-only in the database, not only by code (ADR 023; migration
 * `audit_log_append_only`): a row can be written, never changed, deleted or truncated away.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { writeAudit } from './index.ts';

describe.each(DATABASE_LANES)('the audit log is append-only on %s', (lane) => {
  let h: TestHarness;
  let id = 0;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    await writeAudit(h.db, {
      action: 'partner.create',
      subjectType: 'partner',
      subjectId: 1,
      staffId: null,
      staffEmail: 'admin@example.com',
      role: 'admin',
      ip: null,
      at: new Date('2026-11-26T00:00:00Z'),
    });
    const [row] = await h.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'partner.create'));
    id = Number(row?.id);
  });
  afterAll(() => h.close());

  /** The database's refusal of a statement (drizzle wraps the driver's error). */
  async function refusal(run: () => Promise<unknown>): Promise<string> {
    try {
      await run();
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      return `${(error as Error).message} ${cause?.message ?? ''}`;
    }
    return 'not refused';
  }

  it('refuses to change an entry', async () => {
    expect(
      await refusal(() =>
        h.db.update(auditLog).set({ action: 'nothing.happened' }).where(eq(auditLog.id, id)),
      ),
    ).toMatch(/append-only/);
  });

  it('refuses to delete an entry', async () => {
    expect(await refusal(() => h.db.delete(auditLog).where(eq(auditLog.id, id)))).toMatch(/append-only/);
  });

  it('refuses to truncate the log', async () => {
    expect(await refusal(() => h.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
  });

  it('still takes new entries, and the first is unchanged', async () => {
    await writeAudit(h.db, {
      action: 'partner.update',
      staffId: null,
      staffEmail: null,
      role: null,
      ip: null,
      at: new Date('2026-11-26T00:01:00Z'),
    });
    const rows = await h.db.select({ id: auditLog.id, action: auditLog.action }).from(auditLog);
    expect(rows.find((r) => Number(r.id) === id)?.action).toBe('partner.create');
    expect(rows.some((r) => r.action === 'partner.update')).toBe(true);
  });
});
