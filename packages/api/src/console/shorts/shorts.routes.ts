/**
 * The console's shorts (docs/spec/console.md#shorts), for editors and admins (content.manage):
 * list, read, create, change. Every write is in the audit log; a write that changes what the
 * site shows (a published short, publishing, taking one off) drops the cached content answers.
 */
import {
  consoleShortContract,
  consoleShortCreateContract,
  consoleShortsListContract,
  consoleShortUpdateContract,
  SHORTS_PAGE_SIZE,
} from '@renovo/core/contracts';
import { consoleShortsMessages as m } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import { contentChanged } from '../../content/publishing/content-changed.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import {
  assetsOf,
  checkShort,
  consoleShortView,
  insertShort,
  recentShorts,
  SHORT_CATEGORIES,
  SHORT_STYLES,
  shortById,
  updateShort,
} from './shorts.service.ts';

/** The audit action of a change to `status` (or of an edit). */
const actionOf = (from: string, to: string | undefined) =>
  to === undefined || to === from ? 'short.update' : to === 'published' ? 'short.publish' : `short.${to}`;

/** The console's shorts routes. */
export function consoleShortsRoutes() {
  const app = new Hono<AppEnv>();
  const editors = requireStaff(...rolesWith('content.manage'));

  route(
    app,
    consoleShortsListContract,
    async (c, { query, ok }) => {
      const { db, env } = c.get('deps');
      const rows = await recentShorts(db, SHORTS_PAGE_SIZE + 1, query.before);
      const page = rows.slice(0, SHORTS_PAGE_SIZE);
      const assets = await assetsOf(db, page);
      const asset = (id: number | null) => (id === null ? undefined : assets.get(id));
      return ok({
        items: page.map((r) =>
          consoleShortView(r, asset(r.videoAssetId), asset(r.coverAssetId), env.MEDIA_PUBLIC_ORIGIN),
        ),
        next_before: rows.length > SHORTS_PAGE_SIZE ? page.at(-1)!.id : null,
        categories: SHORT_CATEGORIES,
        styles: SHORT_STYLES,
      });
    },
    { use: [editors] },
  );

  route(
    app,
    consoleShortContract,
    async (c, { params, ok }) => {
      const { db, env } = c.get('deps');
      const row = await shortById(db, params.id);
      if (!row) fail(404, m.notFound);
      const assets = await assetsOf(db, [row]);
      const asset = (id: number | null) => (id === null ? undefined : assets.get(id));
      return ok(
        consoleShortView(row, asset(row.videoAssetId), asset(row.coverAssetId), env.MEDIA_PUBLIC_ORIGIN),
      );
    },
    { use: [editors] },
  );

  route(
    app,
    consoleShortCreateContract,
    async (c, { body, ok }) => {
      const deps = c.get('deps');
      await checkShort(
        deps.db,
        {
          categoryId: body.category_id,
          styleId: body.style_id,
          videoAssetId: body.video_media_id,
          coverAssetId: body.cover_media_id,
          status: body.status,
        },
        { video: true, cover: true },
      );
      const id = await insertShort(deps.db, body, deps.clock());
      await recordAudit(deps.db, c, {
        action: body.status === 'published' ? 'short.publish' : 'short.create',
        subjectType: 'short',
        subjectId: id,
        details: { title: body.title, status: body.status, video_media_id: body.video_media_id },
      });
      if (body.status === 'published') contentChanged(deps);
      return ok({ id });
    },
    { use: [editors] },
  );

  route(
    app,
    consoleShortUpdateContract,
    async (c, { params, body, ok }) => {
      const deps = c.get('deps');
      const row = await shortById(deps.db, params.id);
      if (!row) fail(404, m.notFound);
      await checkShort(
        deps.db,
        {
          categoryId: body.category_id ?? row.categoryId,
          styleId: body.style_id ?? row.styleId,
          videoAssetId: body.video_media_id ?? row.videoAssetId,
          coverAssetId: body.cover_media_id === undefined ? row.coverAssetId : body.cover_media_id,
          status: body.status ?? row.status,
        },
        { video: body.video_media_id !== undefined, cover: body.cover_media_id !== undefined },
      );
      const updated = await updateShort(deps.db, row, body, deps.clock());
      await recordAudit(deps.db, c, {
        action: actionOf(row.status, body.status),
        subjectType: 'short',
        subjectId: row.id,
        details: { fields: Object.keys(body), from: row.status, to: updated.status },
      });
      if (row.status === 'published' || updated.status === 'published') contentChanged(deps);
      const assets = await assetsOf(deps.db, [updated]);
      const asset = (id: number | null) => (id === null ? undefined : assets.get(id));
      return ok(
        consoleShortView(
          updated,
          asset(updated.videoAssetId),
          asset(updated.coverAssetId),
          deps.env.MEDIA_PUBLIC_ORIGIN,
        ),
      );
    },
    { use: [editors] },
  );
  return app;
}
