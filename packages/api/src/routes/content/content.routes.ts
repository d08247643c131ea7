/**
 * The content API (issue 5): works, articles, shorts, the decoration guide, companies,
 * ratings, the survey, the style test, search, site content and the drawn images. Each area
 * is its own router; `contentRoutes()` mounts them all and `contentDocs` documents them.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { articlesDocs, articlesRoutes } from './articles/articles.routes.ts';
import { companiesDocs, companiesRoutes } from './companies/companies.routes.ts';
import { guideDocs, guideRoutes } from './guide/guide.routes.ts';
import { mediaDocs, mediaRoutes } from './media/media.routes.ts';
import { miscDocs, miscRoutes } from './misc/misc.routes.ts';
import { ratingsDocs, ratingsRoutes } from './ratings/ratings.routes.ts';
import { searchDocs, searchRoutes } from './search/search.routes.ts';
import { microCache } from './shared/micro-cache.ts';
import { shortsDocs, shortsRoutes } from './shorts/shorts.routes.ts';
import { styleTestDocs, styleTestRoutes } from './style-test/style-test.routes.ts';
import { surveyDocs, surveyRoutes } from './survey/survey.routes.ts';
import { worksDocs, worksRoutes } from './works/works.routes.ts';

/** Every documented content route. */
export const contentDocs: RouteDoc[] = [
  ...worksDocs,
  ...articlesDocs,
  ...shortsDocs,
  ...guideDocs,
  ...companiesDocs,
  ...ratingsDocs,
  ...surveyDocs,
  ...styleTestDocs,
  ...searchDocs,
  ...miscDocs,
  ...mediaDocs,
];

/** GET answers that depend on who asks (member or device), never cached. */
const PER_VISITOR = new Set([
  '/api/survey/info',
  '/api/survey/switch',
  '/hyperf/style/test_result',
  '/hyperf/style/user_clue_stats',
]);

/** How long anonymous content answers are reused (see shared/micro-cache.ts). */
export const CONTENT_CACHE = { ttlMs: 2000, maxEntries: 2000 } as const;

/** The content routes. */
export function contentRoutes() {
  const app = new Hono<AppEnv>();
  const cache = microCache(CONTENT_CACHE);
  for (const doc of contentDocs) {
    if (doc.method === 'get' && !PER_VISITOR.has(doc.path))
      app.use(doc.path.replace(/\{(\w+)\}/g, ':$1'), cache);
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
