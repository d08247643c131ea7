/**
 * One community edited by hand (docs/spec/console.md#community-import), for editors and admins:
 * search, read, save whole. The district must be one of the city's, the housing type one of the
 * list (or 0); a community with another's name and address is a 409. Audited (the id and the
 * layout count); the community quote finds what was saved at once.
 */
import {
  COMMUNITY_SEARCH_LIMIT,
  consoleCommunitiesListContract,
  consoleCommunityDetailContract,
  consoleCommunityUpdateContract,
} from '@renovo/core/contracts';
import { districtsOf, findOption, HOUSING_TYPES } from '@renovo/core/data';
import { communityImportMessages as m } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { communityWithLayouts, findCommunities, saveCommunity } from './community-edit.service.ts';

/** The community editing routes. */
export function consoleCommunityEditRoutes() {
  const app = new Hono<AppEnv>();
  const use = [requireStaff(...rolesWith('content.manage'))];

  route(
    app,
    consoleCommunitiesListContract,
    async (c, { query, ok }) =>
      ok(await findCommunities(c.get('deps').db, query.q.trim(), query.region_id, COMMUNITY_SEARCH_LIMIT)),
    { use },
  );

  route(
    app,
    consoleCommunityDetailContract,
    async (c, { params, ok }) =>
      ok((await communityWithLayouts(c.get('deps').db, params.id)) ?? fail(404, m.notFound)),
    { use },
  );

  route(
    app,
    consoleCommunityUpdateContract,
    async (c, { params, body, ok }) => {
      if (districtsOf(body.region_id).length === 0) fail(422, m.region);
      if (!districtsOf(body.region_id).some((d) => d.name === body.district)) fail(422, m.district);
      const type = body.housing_type === 0 ? undefined : findOption(HOUSING_TYPES, body.housing_type);
      if (body.housing_type !== 0 && (!type || type.value === 0)) fail(422, m.housingType);
      const { db } = c.get('deps');
      const saved = await saveCommunity(
        db,
        params.id,
        { ...body, housingTypeName: type?.label ?? '' },
        (tx) =>
          recordAudit(tx, c, {
            action: 'community.update',
            subjectType: 'community',
            subjectId: params.id,
            details: { layouts: body.layouts.length },
          }),
      );
      if (saved === 'missing') fail(404, m.notFound);
      if (saved === 'taken') fail(409, m.sameNameAndAddress);
      return ok((await communityWithLayouts(db, params.id))!);
    },
    { use },
  );

  return app;
}
