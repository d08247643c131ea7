/**
 * The staff console's embed builder (docs/spec/console.md#embed-builder), for admins and marketing:
 * where its live preview runs (lib/preview-origin.ts). Nothing personal is read, so nothing is
 * audited.
 */
import { consoleEmbedSetupContract } from '@renovo/core/contracts';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { previewOriginFor } from '../../lib/preview-origin.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';

/** The console's embed builder routes. */
export function consoleEmbedRoutes() {
  const app = new Hono<AppEnv>();
  route(
    app,
    consoleEmbedSetupContract,
    (c, { ok }) => ok({ preview_origin: previewOriginFor(c.get('deps').env, new URL(c.req.url).origin) }),
    { use: [requireStaff(...rolesWith('embeds.build'))] },
  );
  return app;
}
