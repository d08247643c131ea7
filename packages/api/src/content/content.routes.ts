/**
 * The content API: works, articles, shorts, the decoration guide, companies,
 * ratings, the survey, the style test, search, site content and the drawn images. Each area
 * is its own router, each handler registered by its contract (`@renovo/core/contracts`, content-*.ts); `contentRoutes()` mounts them all.
 */
import {
  CONTENT_CONTRACTS,
  honoPath,
  styleTestResultRoute,
  styleUserClueStatsRoute,
  surveyInfoRoute,
  surveySwitchRoute,
} from '@renovo/core/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { articlesRoutes } from './articles/articles.routes.ts';
import { companiesRoutes } from './companies/companies.routes.ts';
import { guideRoutes } from './guide/guide.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { miscRoutes } from './misc/misc.routes.ts';
import { ratingsRoutes } from './ratings/ratings.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { microCache } from './shared/micro-cache.ts';
import { shortsRoutes } from './shorts/shorts.routes.ts';
import { styleTestRoutes } from './style-test/style-test.routes.ts';
import { surveyRoutes } from './survey/survey.routes.ts';
import { worksRoutes } from './works/works.routes.ts';

/** GET answers that depend on who asks (member or device), never cached. */
const PER_VISITOR = new Set<string>([
  surveyInfoRoute.path,
  surveySwitchRoute.path,
  styleTestResultRoute.path,
  styleUserClueStatsRoute.path,
]);

/** How long anonymous content answers are reused (see shared/micro-cache.ts). */
const CONTENT_CACHE = { ttlMs: 2000, maxEntries: 2000 } as const;

/** The content routes. */
export function contentRoutes() {
  const app = new Hono<AppEnv>();
  const cache = microCache(CONTENT_CACHE);
  for (const contract of CONTENT_CONTRACTS) {
    if (contract.method === 'GET' && !PER_VISITOR.has(contract.path)) app.use(honoPath(contract.path), cache);
  }
  app.route('/', worksRoutes());
  app.route('/', articlesRoutes());
  app.route('/', shortsRoutes());
  app.route('/', guideRoutes());
  app.route('/', companiesRoutes());
  app.route('/', ratingsRoutes());
  app.route('/', surveyRoutes());
  app.route('/', styleTestRoutes());
  app.route('/', searchRoutes());
  app.route('/', miscRoutes());
  app.route('/', mediaRoutes());
  return app;
}
