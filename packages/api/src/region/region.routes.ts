/** Region from the client address: GET /v1/index_geo, GET /v1/utils/geo, GET /v1/utils/is-internal-ip. */

import { geoContract, indexGeoContract, isInternalIpContract } from '@renovo/core/contracts';
import { regionById } from '@renovo/core/data';
import { messages } from '@renovo/core/messages';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { isPrivateAddress } from '../lib/client-ip.ts';
import { route } from '../lib/contract-route.ts';
import { locate } from './region.service.ts';

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
  route(app, geoContract, (c, input) => {
    const answer = geo(c);
    return input.ok({ is_tw: answer.is_tw, region: answer.region });
  });
  route(app, indexGeoContract, (c, input) => {
    const answer = geo(c);
    const name = answer.is_tw
      ? (regionById(answer.region)?.name ?? messages.region.defaultName)
      : messages.region.overseas;
    return input.ok({ is_tw: answer.is_tw, region: answer.region, region_name: name });
  });
  route(app, isInternalIpContract, (c, input) =>
    input.ok({ is_internal_ip: isPrivateAddress(c.get('clientIp')) }),
  );
  return app;
}
