/** Region from the client address: GET /v1/index_geo, GET /v1/utils/geo, GET /v1/utils/is-internal-ip. */
import { regionById } from '@renovo/core/data';
import { messages } from '@renovo/core/messages';
import { GeoResponseSchema } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { isPrivateAddress } from '../../lib/client-ip.ts';
import { ok } from '../../lib/envelope.ts';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { IndexGeoResponseSchema, InternalIpResponseSchema } from '../../schemas/server.ts';
import { locate } from '../../services/geo/index.ts';

export const regionDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/utils/geo',
    summary: 'is_tw and region from the client address (loopback and private → 1, region 1)',
    tag: 'region',
    response: GeoResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/index_geo',
    summary: 'Same as /v1/utils/geo, with region_name',
    tag: 'region',
    response: IndexGeoResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/utils/is-internal-ip',
    summary: 'Whether the caller is on an internal (loopback/private) address',
    tag: 'region',
    response: InternalIpResponseSchema,
  },
];

function geo(c: Context<AppEnv>) {
  const { env } = c.get('deps');
  const country = env.TRUST_PROXY
    ? (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code'))
    : undefined;
  return locate(c.get('clientIp'), country);
}

/** The region routes. */
export function regionRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/v1/utils/geo', (c) => {
    const answer = geo(c);
    return ok(c, { is_tw: answer.is_tw, region: answer.region });
  });
  app.get('/v1/index_geo', (c) => {
    const answer = geo(c);
    const name = answer.is_tw
      ? (regionById(answer.region)?.name ?? messages.region.defaultName)
      : messages.region.overseas;
    return ok(c, { is_tw: answer.is_tw, region: answer.region, region_name: name });
  });
  app.get('/v1/utils/is-internal-ip', (c) => ok(c, { is_internal_ip: isPrivateAddress(c.get('clientIp')) }));
  return app;
}
