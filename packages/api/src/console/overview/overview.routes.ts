/**
 * The console's overview (docs/spec/console.md#overview), under /console/api/ with the staff
 * session cookie only: any signed-in staff member, who gets only the figures the role may read
 * (core's ROLE_PERMISSIONS: lead counts with `leads.read`, the funnel's conversion with
 * `attribution.read`, the moderation queues with `content.manage`). Counts only, no lead's
 * personal data: not audited.
 */
import { consoleOverviewContract } from '@renovo/core/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { currentStaff, requireStaff } from '../../middleware/staff-auth/index.ts';
import { overview } from './overview.service.ts';

/** The overview route. */
export function consoleOverviewRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(
    app,
    consoleOverviewContract,
    async (c, input) => {
      const { db, clock } = c.get('deps');
      return input.ok(await overview(db, currentStaff(c).role, clock()));
    },
    { use: [requireStaff()] },
  );
  return app;
}
