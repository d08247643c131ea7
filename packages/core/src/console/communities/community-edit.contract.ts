/**
 * One residential community edited by hand (docs/spec/console.md#community-import), for editors
 * and admins: find it by name (and city), read it with its layouts, and save it whole — the same
 * checks as an import row (the district must be of the city, counts 0–20, areas in ping with at
 * most two decimals), the layouts replaced. The community quote finds what was saved.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { communityImportMessages as m } from '../../messages/community-import.ts';
import { format } from '../../messages/format.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consoleCommunitiesListRoute,
  consoleCommunityDetailRoute,
  consoleCommunityUpdateRoute,
} from './communities.routes.ts';

/** Layouts one community may have (as an import allows). */
export const COMMUNITY_LAYOUTS_MAX = 50;
/** Communities one search answers at most. */
export const COMMUNITY_SEARCH_LIMIT = 50;

const count = (message: string) => z.int(message).min(0, message).max(20, message);
/** A building area in ping: above 0, at most 9999, at most two decimals. */
const AreaSchema = z
  .number(m.area)
  .gt(0, m.area)
  .max(9999, m.area)
  .refine((n) => Math.round(n * 100) === n * 100, m.area);
const text = (max: number, message: string) =>
  z.pipe(safeText({ max, message, tooLong: message }), z.string().trim().min(1, message));

/** A layout: rooms, halls, baths and the building areas it comes in. */
export const CommunityLayoutSchema = z.object({
  rooms: count(m.rooms),
  halls: count(m.halls),
  baths: count(m.baths),
  building_areas: z.array(AreaSchema, m.area).min(1, m.area).max(20, m.area),
});

/** A community as it is edited. */
export const CommunityEditSchema = z.object({
  name: text(40, m.name),
  address: text(120, m.address),
  region_id: z.int(m.region).min(1, m.region).max(999, m.region),
  district: text(10, m.district),
  /** A housing-type id, or 0 when unknown. */
  housing_type: z.int(m.housingType).min(0, m.housingType).max(999, m.housingType),
  layouts: z
    .array(CommunityLayoutSchema)
    .min(1, m.layoutsNeeded)
    .max(COMMUNITY_LAYOUTS_MAX, format(m.tooManyLayouts, { max: COMMUNITY_LAYOUTS_MAX })),
});

/** A community with its id. */
const CommunitySchema = CommunityEditSchema.extend({ id: DbIdSchema });

const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

/** GET /console/api/communities. */
export const consoleCommunitiesListContract = defineContract(consoleCommunitiesListRoute, {
  id: 'getConsoleCommunities',
  tag: 'console',
  auth: 'staff',
  summary:
    'Communities whose name holds `q` (in the city `region_id` when given), 50 at most, by name (editors, admins)',
  query: z.object({
    q: safeText({ max: 40, message: m.search, tooLong: m.search }),
    region_id: z.optional(z.coerce.number().pipe(z.int().min(1).max(999))),
  }),
  response: envelope(
    z.array(
      z.object({
        id: DbIdSchema,
        name: z.string(),
        address: z.string(),
        region_id: z.int(),
        district: z.string(),
      }),
    ),
  ),
});

/** GET /console/api/communities/{id}. */
export const consoleCommunityDetailContract = defineContract(consoleCommunityDetailRoute, {
  id: 'getConsoleCommunity',
  tag: 'console',
  auth: 'staff',
  summary: 'A community with its layouts (editors, admins)',
  params: IdParams,
  response: envelope(CommunitySchema),
  errors: [404],
});

/** PUT /console/api/communities/{id}. */
export const consoleCommunityUpdateContract = defineContract(consoleCommunityUpdateRoute, {
  id: 'putConsoleCommunity',
  tag: 'console',
  auth: 'staff',
  summary:
    'Saves a community whole: its name, address, city, district, housing type and layouts (replaced); 409 when another community has the same name and address (editors, admins)',
  params: IdParams,
  body: CommunityEditSchema,
  example: {
    params: { id: 1 },
    body: {
      name: 'Garden',
      address: 'No. 1',
      region_id: 1,
      district: 'x',
      housing_type: 0,
      layouts: [{ rooms: 3, halls: 2, baths: 2, building_areas: [35.5] }],
    },
  },
  response: envelope(CommunitySchema),
  errors: [404, 409],
});

/** The contracts of editing a community by hand. */
export const CONSOLE_COMMUNITY_EDIT_CONTRACTS = [
  consoleCommunitiesListContract,
  consoleCommunityDetailContract,
  consoleCommunityUpdateContract,
] as const;
