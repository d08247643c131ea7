/**
 * GET /healthz (liveness): 200 once the server is migrated and the database answers, 503
 * otherwise. GET /readyz (readiness): the same, and 503 as soon as the process drains for a
 * shutdown (docs/deploy.md), so a load balancer stops sending it new requests.
 */
import { healthz, readyz } from '@renovo/core/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { pingDatabase } from './health.service.ts';

/** The health routes. */
export function healthRoutes() {
  const app = new Hono<AppEnv>();
  route(app, healthz, async (c, input) => {
    const { db, env } = c.get('deps');
    try {
      await pingDatabase(db);
    } catch (err) {
      c.get('log').error({ err }, 'health check: database unreachable');
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    }
    return input.json({ status: 'ok', database: env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
  route(app, readyz, async (c, input) => {
    const { db, env, lifecycle } = c.get('deps');
    const driver = env.DATABASE_URL ? 'postgres' : 'pglite';
    c.header('Cache-Control', 'no-store');
    if (lifecycle.draining) return c.json({ status: 'draining', database: driver }, 503);
    try {
      await pingDatabase(db);
    } catch (err) {
      c.get('log').error({ err }, 'readiness check: database unreachable');
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    }
    return input.json({ status: 'ready', database: driver });
  });
  return app;
}
