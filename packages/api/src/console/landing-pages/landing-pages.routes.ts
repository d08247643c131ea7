/**
 * Landing pages (docs/spec/console.md#landing-pages, ADR 026): marketing staff (and admins) list, create and
 * change
 * them under /console/api/landing-pages (staff session cookie only, `Origin` checked on changes,
 * each change in the audit log: `landing.create`, and `landing.publish` / `landing.unpublish`
 * when a change sends the status, else `landing.update`); anyone reads a published one by its slug at
 * GET /v1/landing-pages/{slug}, which the host site's /land/{slug} renders (with `ended` once its
 * end date has passed). Drafts are never public.
 */
import {
  consoleLandingPageContract,
  consoleLandingPageCreateContract,
  consoleLandingPagesContract,
  consoleLandingPageUpdateContract,
  type LandingPageStatus,
  landingPagePublicContract,
} from '@renovo/core/contracts';
import { consoleMessages } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import {
  createLandingPage,
  type LandingPage,
  landingPageById,
  landingPageBySlug,
  latestLandingPages,
  updateLandingPage,
} from './landing-pages.service.ts';

/** A change's audit action: a status sent publishes or unpublishes, anything else updates. */
const AUDIT_ACTIONS = {
  published: 'landing.publish',
  draft: 'landing.unpublish',
  unchanged: 'landing.update',
} as const satisfies Record<LandingPageStatus | 'unchanged', string>;

/** A row as the console reads it. */
function view(row: LandingPage) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    heroText: row.heroText,
    heroImage: row.heroImage,
    sections: row.sections,
    quoteModule: row.quoteModule,
    utmSource: row.utmSource,
    utmCampaign: row.utmCampaign,
    status: row.status,
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** True for PostgreSQL's unique_violation (23505), whatever the driver wrapped it in. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Runs a write, answering 409 when the slug is taken. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, consoleMessages.landing.slugTaken);
    throw error;
  }
}

/** The landing-page routes. */
export function landingPageRoutes() {
  const app = new Hono<AppEnv>();
  const staff = { use: [requireStaff(...rolesWith('landing.manage'))] };

  route(
    app,
    consoleLandingPagesContract,
    async (c, { json }) => {
      const rows = await latestLandingPages(c.get('deps').db);
      return json(rows.map(view));
    },
    staff,
  );

  route(
    app,
    consoleLandingPageCreateContract,
    async (c, { body }) => {
      const { db, clock } = c.get('deps');
      const now = clock();
      const row = await slugChecked(() =>
        createLandingPage(
          db,
          { ...body, endsAt: body.endsAt ? new Date(body.endsAt) : null, createdAt: now, updatedAt: now },
          (tx, created) =>
            recordAudit(tx, c, {
              action: 'landing.create',
              subjectType: 'landing_page',
              subjectId: created.id,
              details: { slug: created.slug, status: created.status },
            }),
        ),
      );
      return c.json(view(row), 201);
    },
    staff,
  );

  route(
    app,
    consoleLandingPageContract,
    async (c, { params, json }) => {
      const row = await landingPageById(c.get('deps').db, params.id);
      return row ? json(view(row)) : fail(404, consoleMessages.landing.notFound);
    },
    staff,
  );

  route(
    app,
    consoleLandingPageUpdateContract,
    async (c, { params, body, json }) => {
      const { db, clock } = c.get('deps');
      const { endsAt, ...fields } = body;
      const row = await slugChecked(() =>
        updateLandingPage(
          db,
          params.id,
          {
            ...fields,
            ...(endsAt === undefined ? {} : { endsAt: endsAt ? new Date(endsAt) : null }),
            updatedAt: clock(),
          },
          (tx, updated) =>
            recordAudit(tx, c, {
              action: AUDIT_ACTIONS[fields.status ?? 'unchanged'],
              subjectType: 'landing_page',
              subjectId: updated.id,
              details: { slug: updated.slug, status: updated.status, fields: Object.keys(body) },
            }),
        ),
      );
      return row ? json(view(row)) : fail(404, consoleMessages.landing.notFound);
    },
    staff,
  );

  route(app, landingPagePublicContract, async (c, { params, json }) => {
    const { db, clock } = c.get('deps');
    const row = await landingPageBySlug(db, params.slug);
    if (row?.status !== 'published') fail(404, consoleMessages.landing.notFound);
    const { id: _id, status: _status, updatedAt: _updated, ...page } = view(row);
    c.header('Cache-Control', 'public, max-age=60');
    return json({ ...page, ended: row.endsAt !== null && row.endsAt.getTime() <= clock().getTime() });
  });

  return app;
}
