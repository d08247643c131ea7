/** GET /healthz: 200 once the server is migrated and the database answers, 503 otherwise. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { HealthSchema } from '../../schemas/server.ts';

export const healthDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/healthz',
    summary: 'Liveness and readiness: 200 {status:"ok"} when the database answers',
    tag: 'health',
    response: HealthSchema,
    errors: [503],
  },
];

/** The health route. */
export function healthRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/healthz', async (c) => {
    const { db, env } = c.get('deps');
    try {
      await db.execute(sql`select 1`);
    } catch (err) {
      c.get('log').error({ err }, 'health check: database unreachable');
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    }
    return c.json({ status: 'ok', database: env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
  return app;
}
