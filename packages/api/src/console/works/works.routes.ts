/**
 * Works in the console (docs/spec/console.md#works): editors and admins (`content.manage`) list,
 * read, create and change a company's works with their photos by space; every change is in the
 * audit log and drops the site's cached answers at once (contentChanged). A work is public only
 * while it and its company are published.
 */
import {
  consoleWorkContract,
  consoleWorkCreateContract,
  consoleWorkReturnContract,
  consoleWorksContract,
  consoleWorkUpdateContract,
  type WorkPhotoInput,
} from '@renovo/core/contracts';
import { format, consoleWorkMessages as m } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import { contentChanged } from '../../content/publishing/content-changed.ts';

import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { picturesByIds } from '../../media/picture.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { brokenUniqueConstraint, firstUnusablePhoto } from '../companies/library-photos.ts';
import {
  companyExists,
  consoleWorkById,
  consoleWorkPage,
  createWork,
  returnWork,
  updateWork,
} from './works.service.ts';

type Found = NonNullable<Awaited<ReturnType<typeof consoleWorkById>>>;
const editable = <S extends string>(status: S) =>
  (status === 'scheduled' ? 'draft' : status) as Exclude<S, 'scheduled'>;

/** A work's list row. */
function listRow(row: Pick<Found, 'work' | 'companyName' | 'companyStatus' | 'photoCount'>) {
  return {
    id: row.work.id,
    title: row.work.title,
    company: { id: row.work.companyId, name: row.companyName, status: editable(row.companyStatus) },
    status: editable(row.work.status),
    isRepresent: row.work.isRepresent,
    photoCount: Number(row.photoCount),
    updatedAt: row.work.updatedAt.toISOString(),
    reviewRequestedAt: row.work.reviewRequestedAt?.toISOString() ?? null,
    reviewNote: row.work.reviewNote,
  };
}

/** The whole work for the console's form, its photos as the site shows them. */
async function workView(db: Db, found: Found, mediaOrigin: string | undefined) {
  const { work } = found;
  const pictures = await picturesByIds(
    db,
    found.photos.map((p) => p.mediaId),
    (path) => `${mediaOrigin ?? ''}${path}`,
  );
  return {
    ...listRow(found),
    description: work.description,
    styleId: work.styleId,
    housingType: work.housingType,
    areaPing: work.areaPing,
    room: work.room,
    hall: work.hall,
    bath: work.bath,
    budgetWan: work.budgetWan,
    regionId: work.regionId,
    designer: work.designer,
    coverMediaId: work.coverMediaId,
    photos: found.photos.map((p) => ({
      mediaId: p.mediaId,
      spaceId: p.spaceId,
      caption: p.caption,
      alt: p.alt,
      picture: pictures.get(p.mediaId) ?? null,
    })),
  };
}

/** Refuses a company that does not exist and photos that are not usable library photos. */
async function checkRefs(
  db: Db,
  companyId: number | undefined,
  coverMediaId: number | null | undefined,
  photos: readonly WorkPhotoInput[] | undefined,
) {
  if (companyId !== undefined) {
    if (!(await companyExists(db, companyId))) fail(422, m.companyMissing);
  }
  const bad = await firstUnusablePhoto(db, [coverMediaId, ...(photos ?? []).map((p) => p.mediaId)]);
  if (bad !== null) fail(422, format(m.photoNotReady, { id: bad }));
}

/** Runs a write, answering 409 for a taken title. */
async function titleChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (brokenUniqueConstraint(error) === null) throw error;
    fail(409, m.titleTaken);
  }
}

/** The audit verb of a change of status. */
function auditAction(before: string | undefined, after: string): string {
  if (before === after) return 'work.update';
  return after === 'published' ? 'work.publish' : after === 'unpublished' ? 'work.unpublish' : 'work.update';
}

/** The console's work routes. */
export function consoleWorksRoutes() {
  const app = new Hono<AppEnv>();
  const staff = { use: [requireStaff(...rolesWith('content.manage'))] };

  route(
    app,
    consoleWorksContract,
    async (c, { query, ok }) => {
      const { rows, total } = await consoleWorkPage(c.get('deps').db, query);
      return ok({ items: rows.map(listRow), total, page: query.page });
    },
    staff,
  );

  route(
    app,
    consoleWorkContract,
    async (c, { params, ok }) => {
      const { db, env } = c.get('deps');
      const found = await consoleWorkById(db, params.id);
      if (!found) fail(404, m.notFound);
      return ok(await workView(db, found, env.MEDIA_PUBLIC_ORIGIN));
    },
    staff,
  );

  route(
    app,
    consoleWorkCreateContract,
    async (c, { body, ok }) => {
      const { db, clock } = c.get('deps');
      const { photos, ...fields } = body;
      await checkRefs(db, fields.companyId, fields.coverMediaId, photos);
      const now = clock();
      const id = await titleChecked(() =>
        createWork(
          db,
          {
            ...fields,
            // Without a chosen cover, the first photo is the cover.
            coverMediaId: fields.coverMediaId ?? photos[0]?.mediaId ?? null,
            coverUrl: '',
            publishedAt: now,
            updatedAt: now,
          },
          photos,
          (tx, created) =>
            recordAudit(tx, c, {
              action: fields.status === 'published' ? 'work.publish' : 'work.create',
              subjectType: 'work',
              subjectId: created,
              details: {
                title: fields.title,
                company_id: fields.companyId,
                status: fields.status,
                photos: photos.length,
              },
            }),
        ),
      );
      if (fields.status === 'published') contentChanged(c.get('deps'));
      return ok({ id });
    },
    staff,
  );

  route(
    app,
    consoleWorkUpdateContract,
    async (c, { params, body, ok }) => {
      const { db, clock } = c.get('deps');
      const { photos, ...fields } = body;
      await checkRefs(db, fields.companyId, fields.coverMediaId, photos);
      const updated = await titleChecked(() =>
        updateWork(
          db,
          params.id,
          (before) => {
            const now = clock();
            // A draft published for the first time is dated now (the lists' "newest").
            const firstPublish = fields.status === 'published' && before.status === 'draft';
            const cover =
              fields.coverMediaId === undefined && before.coverMediaId === null && photos?.[0]
                ? { coverMediaId: photos[0].mediaId }
                : {};
            // Published or unpublished by the staff, a work no longer waits for their review.
            const reviewed =
              fields.status && fields.status !== 'draft' ? { reviewRequestedAt: null, reviewNote: null } : {};
            return {
              ...fields,
              ...cover,
              ...reviewed,
              ...(firstPublish ? { publishedAt: now } : {}),
              updatedAt: now,
            };
          },
          photos,
          (tx, before, after) =>
            recordAudit(tx, c, {
              action: auditAction(before.status, after.status),
              subjectType: 'work',
              subjectId: after.id,
              details: { title: after.title, status: after.status, fields: Object.keys(body) },
            }),
        ),
      );
      if (!updated) fail(404, m.notFound);
      contentChanged(c.get('deps'));
      const found = await consoleWorkById(db, params.id);
      if (!found) fail(404, m.notFound);
      return ok(await workView(db, found, c.get('deps').env.MEDIA_PUBLIC_ORIGIN));
    },
    staff,
  );

  route(
    app,
    consoleWorkReturnContract,
    async (c, { params, body, ok }) => {
      const { db, clock } = c.get('deps');
      const returned = await returnWork(
        db,
        { id: params.id, reason: body.reason, now: clock() },
        (tx, work) =>
          recordAudit(tx, c, {
            action: 'work.return',
            subjectType: 'work',
            subjectId: work.id,
            // The reason is the staff's words to the company: kept with the work, not in the log.
            details: { title: work.title, company_id: work.companyId },
          }),
      );
      if (!returned) {
        if (!(await consoleWorkById(db, params.id))) fail(404, m.notFound);
        fail(409, m.notWaiting);
      }
      return ok({ returned: true as const });
    },
    staff,
  );

  return app;
}
