/**
 * The lead inbox's lookups (docs/spec/console.md#lead-inbox), under /console/api/ with the staff session
 * cookie only:
 * the staff a lead may be assigned to, the partners' names for the keys leads carry and the
 * landing pages by the module their quote sends (to name a lead's module). Roles
 * that read leads. Staff emails are staff data, not a lead's personal data, and nothing here
 * names a lead: not audited (the list of accounts itself, for admins, is).
 */
import { consoleInboxLookupsContract } from '@renovo/core/contracts';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { partnerNames } from '../../services/partners/manage.ts';
import { assignableStaff } from '../../services/staff/accounts.ts';
import { landingModules } from '../leads/lead-lookups.service.ts';

/** The inbox lookups route. */
export function consoleInboxRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(
    app,
    consoleInboxLookupsContract,
    async (c, input) => {
      const { db } = c.get('deps');
      const [assignees, partners, landing] = await Promise.all([
        assignableStaff(db),
        partnerNames(db),
        landingModules(db),
      ]);
      return input.ok({ assignees, partners, landing_modules: landing });
    },
    { use: [requireStaff(...rolesWith('leads.read'))] },
  );
  return app;
}
