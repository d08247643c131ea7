/**
 * The company centre's API (docs/spec/company-side.md#centre), for the members of a design
 * company: its profile and dashboard, its photos, works and reviews. Every answer is the
 * member's own (`private, no-store`).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { companyMediaRoutes } from './company-media.routes.ts';
import { companyProfileRoutes } from './profile.routes.ts';
import { companyReviewsRoutes } from './reviews.routes.ts';
import { companyWorksRoutes } from './works.routes.ts';

/** The company centre's routes. */
export function companyCentreRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/', companyProfileRoutes());
  app.route('/', companyMediaRoutes());
  app.route('/', companyWorksRoutes());
  app.route('/', companyReviewsRoutes());
  return app;
}
