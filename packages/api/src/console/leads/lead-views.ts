/**
 * The inbox's saved views (docs/spec/console.md#lead-inbox) as SQL conditions on the `leads`
 * index, ANDed with the other filters: `today` the leads filed since 00:00 Taiwan time by the
 * server's clock, `callback` those still new (nobody has called them back yet), `overdue` those
 * of them filed more than CALL_BACK_PROMISE_HOURS ago, `mine` those
 * assigned to the staff member asking. Each is one column the covering indexes already carry.
 */
import { CALL_BACK_PROMISE_HOURS, LEAD_WORKFLOW, type LeadView } from '@renovo/core/contracts';
import { eq, gte, lt, type SQL } from 'drizzle-orm';
import { leads } from '../../db/schema-leads.ts';
import { taipeiDayStart } from '../../lib/time.ts';

/** Who asks, and when: what a view is relative to. */
export interface Viewer {
  staffId: number;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The conditions of a view (none without one). */
export function viewConditions(view: LeadView | undefined, viewer: Viewer | undefined): SQL[] {
  if (!view) return [];
  if (!viewer) throw new Error('a saved view is relative to the staff member asking and the time');
  switch (view) {
    case 'today': {
      const start = taipeiDayStart(viewer.now);
      return [gte(leads.createdAt, start), lt(leads.createdAt, new Date(start.getTime() + DAY_MS))];
    }
    case 'callback':
      return [eq(leads.status, LEAD_WORKFLOW[0])];
    case 'overdue':
      return [
        eq(leads.status, LEAD_WORKFLOW[0]),
        lt(leads.createdAt, new Date(viewer.now.getTime() - CALL_BACK_PROMISE_HOURS * 3_600_000)),
      ];
    case 'mine':
      return [eq(leads.assigneeId, viewer.staffId)];
  }
}
