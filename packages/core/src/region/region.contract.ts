/** Region from the client address: GET /v1/utils/geo, /v1/index_geo, /v1/utils/is-internal-ip. */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { envelope } from '../contracts/envelope.ts';
import { geoRoute, indexGeoRoute, isInternalIpRoute } from './region.routes.ts';

/** is_tw and the location id (the region id when is_tw is 1). */
const GeoDataSchema = z.object({ is_tw: z.literal([0, 1]), region: z.int().nonnegative() });

/** GET /v1/utils/geo. */
export const geoContract = defineContract(geoRoute, {
  id: 'getUtilsGeo',
  tag: 'region',
  summary: 'is_tw and region from the client address (loopback and private → 1, region 1)',
  response: envelope(GeoDataSchema),
});

/** GET /v1/index_geo. */
export const indexGeoContract = defineContract(indexGeoRoute, {
  id: 'getIndexGeo',
  tag: 'region',
  summary: 'Same as /v1/utils/geo, with region_name',
  response: envelope(GeoDataSchema.extend({ region_name: z.string() })),
});

/** GET /v1/utils/is-internal-ip. */
export const isInternalIpContract = defineContract(isInternalIpRoute, {
  id: 'getUtilsIsInternalIp',
  tag: 'region',
  summary: 'Whether the caller is on an internal (loopback/private) address',
  response: envelope(z.object({ is_internal_ip: z.boolean() })),
});

/** The region contracts. */
export const REGION_CONTRACTS = [geoContract, indexGeoContract, isInternalIpContract] as const;
