/** GET /openapi.json: the OpenAPI document generated from the contracts. */
import { openapiContract } from '@renovo/core/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { buildOpenApi } from './openapi.ts';

/** The OpenAPI route (the document is built once per app). */
export function openapiRoutes() {
  const app = new Hono<AppEnv>();
  let cached: ReturnType<typeof buildOpenApi> | undefined;
  route(app, openapiContract, (c, input) => {
    cached ??= buildOpenApi({ production: c.get('deps').env.production });
    return input.json(cached);
  });
  return app;
}
