/** GET /openapi.json: the OpenAPI document generated from the zod schemas. */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { buildOpenApi } from './openapi.ts';

/** The OpenAPI route (the document is built once per app). */
export function openapiRoutes() {
  const app = new Hono<AppEnv>();
  let cached: ReturnType<typeof buildOpenApi> | undefined;
  app.get('/openapi.json', (c) => {
    cached ??= buildOpenApi({ production: c.get('deps').env.production });
    return c.json(cached);
  });
  return app;
}
