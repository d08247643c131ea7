/**
 * Works (docs/spec/session.md#entities, docs/spec/platform.md#calls): the works list with the filters of
 * docs/spec/quotes.md#entities, the work detail, previous
 * and next work, recommended works, represent works with their filters and those for an
 * article, and the heal-house list.
 */

import {
  detailRecommendWorksContract,
  healHouseListContract,
  loginSampleWorksContract,
  prevOrNextWorkContract,
  representFiltersContract,
  representWorksContract,
  representWorksForArticleContract,
  worksDetailContract,
  worksListContract,
} from '@renovo/core/contracts';
import {
  ANY,
  ANY_LABEL,
  AREA_RANGES,
  BUDGET_RANGES,
  HOUSING_TYPES,
  REGIONS,
  SPACES,
  STYLES,
} from '@renovo/core/data';
import { worksMessages } from '@renovo/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { listWorkCards, workCard } from './work-cards.ts';
import { workDetail } from './work-detail.ts';
import { neighbourWorks, representWorksForArticle, sampleWorks, similarWorks } from './works.service.ts';

const option = (value: number | string, label: string) => ({ value, label });

/** The works routes. */
export function worksRoutes() {
  const app = new Hono<AppEnv>();

  route(app, worksListContract, async (c, { query }) => {
    const { rows, total } = await listWorkCards(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => workCard(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, worksDetailContract, async (c, { query: { id } }) => {
    const data = await workDetail(c, id);
    if (!data) fail(404, CONTENT_MESSAGES.workNotFound);
    return ok(c, data);
  });

  route(app, prevOrNextWorkContract, async (c, { query }) => {
    const found = await neighbourWorks(c.get('deps').db, query.id, query.is_represent === '1');
    if (!found) fail(404, CONTENT_MESSAGES.workNotFound);
    const { prev, next } = found;
    const url = mediaUrls(c);
    return ok(c, {
      prev_id: prev?.id ?? null,
      next_id: next?.id ?? null,
      prev: prev ? workCard(prev, url) : null,
      next: next ? workCard(next, url) : null,
    });
  });

  route(app, detailRecommendWorksContract, async (c, { params: { id }, query: { limit } }) => {
    const rows = await similarWorks(c.get('deps').db, id, limit);
    if (!rows) fail(404, CONTENT_MESSAGES.workNotFound);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => workCard(r, url)) });
  });

  // docs/spec/platform.md#limits: region ids 0 to 17, 0 means all (the query schema keeps to that range).
  route(app, loginSampleWorksContract, async (c, { query: { region_id, limit } }) => {
    const rows = await sampleWorks(c.get('deps').db, region_id, limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => workCard(r, url)) });
  });

  route(app, representWorksContract, async (c, { query }) => {
    const { rows, total } = await listWorkCards(c.get('deps').db, query, { represent: true });
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => workCard(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, representFiltersContract, (c) => {
    const regions = [option(ANY, ANY_LABEL), ...REGIONS.map((r) => option(r.id, r.name))];
    return ok(c, {
      styles: STYLES,
      spaces: SPACES,
      housing_types: HOUSING_TYPES,
      budgets: BUDGET_RANGES,
      areas: AREA_RANGES,
      regions,
      sorts: [option('newest', worksMessages.sorts.newest), option('popular', worksMessages.sorts.popular)],
    });
  });

  route(app, representWorksForArticleContract, async (c, { query }) => {
    const cards = await representWorksForArticle(c.get('deps').db, query.article_id, query.limit);
    if (!cards) fail(404, CONTENT_MESSAGES.articleNotFound);
    const url = mediaUrls(c);
    return ok(c, { items: cards.map((r) => workCard(r, url)) });
  });

  route(app, healHouseListContract, async (c, { query: paging }) => {
    const { rows, total } = await listWorkCards(
      c.get('deps').db,
      { ...paging, sort: 'newest' },
      { healHouse: true },
    );
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => workCard(r, url)),
        total,
        paging,
      ),
    );
  });

  return app;
}
