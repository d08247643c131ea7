/**
 * GET /healthz (liveness): 200 once the server is migrated and the database answers, 503
 * otherwise. GET /readyz (readiness): the same, and 503 as soon as the process drains for a
 * shutdown (docs/deploy.md), so a load balancer stops sending it new requests.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { HealthSchema, ReadySchema } from '../../schemas/server.ts';

export const healthDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/healthz',
    summary: 'Liveness: 200 {status:"ok"} when the database answers (also while draining)',
    tag: 'health',
    response: HealthSchema,
    errors: [503],
  },
  {
    method: 'get',
    path: '/readyz',
    summary:
      'Readiness: 200 {status:"ready"} when the database answers and the process is not draining; 503 {status:"draining"} from SIGTERM on, 503 {status:"unavailable"} when the database does not answer',
    tag: 'health',
    response: ReadySchema,
    errors: [503],
  },
];

/** The health routes. */
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
  app.get('/readyz', async (c) => {
    const { db, env, lifecycle } = c.get('deps');
    const driver = env.DATABASE_URL ? 'postgres' : 'pglite';
    c.header('Cache-Control', 'no-store');
    if (lifecycle.draining) return c.json({ status: 'draining', database: driver }, 503);
    try {
      await db.execute(sql`select 1`);
    } catch (err) {
      c.get('log').error({ err }, 'readiness check: database unreachable');
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    }
    return c.json({ status: 'ready', database: driver });
  });
  return app;
}
