/**
 * The console's articles (docs/spec/console.md#articles), for editors and admins: list, write,
 * save (a revision each time, refused with a 409 over someone else's newer save), move between
 * statuses (PUBLICATION_MOVES), restore a revision, and make a preview link. The body is stored
 * as `storedArticleHtml` makes it. Every write is audited (ids, status and revision: the text
 * stays in the article) and makes the site drop its cached content at once.
 */
import {
  ARTICLE_LABELS_MAX,
  CONSOLE_ARTICLES_PAGE,
  consoleArticleCreateContract,
  consoleArticleDetailContract,
  consoleArticlePreviewContract,
  consoleArticleRestoreContract,
  consoleArticleRevisionsContract,
  consoleArticlesListContract,
  consoleArticleUpdateContract,
  mayMove,
  type PublicationStatus,
} from '@renovo/core/contracts';
import { format, articleEditorMessages as m, publicationMessages } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SITE_NAME } from '../../content/catalogue/site.ts';
import { contentChanged } from '../../content/publishing/content-changed.ts';
import type { Tx } from '../../db/client.ts';
import {
  ARTICLE_LABELS,
  articleLabel,
  articleSubLabel,
  labelRef,
} from '../../db/reference/article-labels.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ApiError, fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { assetById } from '../../media/media.service.ts';
import { pictureOf } from '../../media/picture.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { readingMinutesOf, storedArticleHtml, textOf } from './article-html.ts';
import {
  type ArticleRow,
  type ArticleValues,
  articleRow,
  editorList,
  insertArticle,
  revisionList,
  revisionRow,
  updateArticle,
} from './articles.service.ts';
import { previewToken } from './preview-token.ts';

/** The largest article request: the body's HTML and the rest (above the API's 64 KB). */
const ARTICLE_REQUEST_MAX_BYTES = 1024 * 1024;

/** What an editor sends, as the contracts read it (every field; an update's missing ones are the article's). */
interface Draft {
  title: string;
  summary: string;
  body_html: string;
  cover_media_id: number | null;
  label_id: number;
  sub_label_id: number;
  labels: string[];
  seo_title: string;
  seo_description: string;
  status: PublicationStatus;
  publish_at: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An article as the editor opens it. */
async function view(c: Context<AppEnv>, row: ArticleRow) {
  const asset = row.coverMediaId ? await assetById(c.get('deps').db, row.coverMediaId) : undefined;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body_html: row.contentHtml,
    cover_media_id: row.coverMediaId,
    cover: asset ? pictureOf(asset) : null,
    label_id: row.labelId,
    sub_label_id: row.subLabelId,
    labels: row.aiLabels,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    status: row.status,
    publish_at: iso(row.publishAt),
    published_at: row.status === 'draft' || row.status === 'scheduled' ? null : iso(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
    revision: row.revision,
    url: `/article/${row.id}`,
  };
}

/** The draft as it stands in the database (the base an update's fields go over). */
function draftOf(row: ArticleRow): Draft {
  return {
    title: row.title,
    summary: row.summary,
    body_html: row.contentHtml,
    cover_media_id: row.coverMediaId,
    label_id: row.labelId,
    sub_label_id: row.subLabelId,
    labels: row.aiLabels,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    status: row.status,
    publish_at: iso(row.publishAt),
  };
}

/**
 * Checks a draft moving from `from` and turns it into the columns it is stored as: the category
 * must exist, the cover be a ready photo, the move be allowed; publishing and scheduling need a
 * body and a cover, scheduling a time to come.
 */
async function valuesOf(c: Context<AppEnv>, draft: Draft, from: ArticleRow | null): Promise<ArticleValues> {
  const { db, clock } = c.get('deps');
  const now = clock();
  const fromStatus = from?.status ?? 'draft';
  if (!mayMove(fromStatus, draft.status))
    fail(
      409,
      format(m.badMove, {
        from: publicationMessages.statuses[fromStatus],
        to: publicationMessages.statuses[draft.status],
      }),
    );
  if (!articleLabel(draft.label_id)) fail(422, m.category);
  if (articleSubLabel(draft.sub_label_id)?.labelId !== draft.label_id) fail(422, m.categoryMismatch);
  const asset = draft.cover_media_id === null ? undefined : await assetById(db, draft.cover_media_id);
  const cover = asset?.kind === 'photo' ? pictureOf(asset) : null;
  if (draft.cover_media_id !== null && !cover) fail(422, m.coverNotReady);
  const contentHtml = await storedArticleHtml(db, draft.body_html);
  const text = textOf(contentHtml);
  const goingOut = draft.status === 'published' || draft.status === 'scheduled';
  if (goingOut && text === '' && !contentHtml.includes('<img')) fail(422, m.emptyBody);
  if (goingOut && !cover) fail(422, m.coverNeeded);
  let publishAt: Date | null = null;
  if (draft.status === 'scheduled') {
    publishAt = draft.publish_at ? new Date(draft.publish_at) : null;
    if (!publishAt || publishAt <= now) fail(422, m.publishAtNeeded);
  } else if (draft.publish_at !== null && draft.publish_at !== iso(from?.publishAt ?? null)) {
    fail(422, m.publishAtOnlyScheduled);
  }
  const firstPublication =
    draft.status === 'published' && (fromStatus === 'draft' || fromStatus === 'scheduled');
  const labels = [...new Set(draft.labels.filter((label) => label !== ''))].slice(0, ARTICLE_LABELS_MAX);
  return {
    title: draft.title,
    summary: draft.summary || text.slice(0, 120),
    contentHtml,
    coverUrl: cover?.src ?? '',
    coverMediaId: draft.cover_media_id,
    labelId: draft.label_id,
    subLabelId: draft.sub_label_id,
    aiLabels: labels,
    seoTitle: draft.seo_title,
    seoDescription: draft.seo_description,
    status: draft.status,
    publishAt,
    readingMinutes: readingMinutesOf(text),
    publishedAt: firstPublication || !from ? now : from.publishedAt,
  };
}

/** A title another article already has is a 409 with the reason, not a 500. */
function sameTitle(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  if ((cause as { code?: string }).code === '23505') fail(409, m.titleTaken);
  throw error;
}

/** The console's article routes. */
export function consoleArticlesRoutes() {
  const app = new Hono<AppEnv>();
  const editors = requireStaff(...rolesWith('content.manage'));
  const limit = bodyLimit({
    maxSize: ARTICLE_REQUEST_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, SERVER_MESSAGES.tooLarge);
    },
  });
  const use = [editors];
  const writing = { use: [editors, limit] };

  route(
    app,
    consoleArticlesListContract,
    async (c, { query, ok }) => {
      const rows = await editorList(c.get('deps').db, query, CONSOLE_ARTICLES_PAGE);
      return ok({
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          category: `${labelRef(row.labelId).name}／${labelRef(row.subLabelId).name}`,
          publish_at: iso(row.publishAt),
          published_at: row.status === 'draft' || row.status === 'scheduled' ? null : iso(row.publishedAt),
          updated_at: row.updatedAt.toISOString(),
          url: `/article/${row.id}`,
        })),
        next_before: rows.length === CONSOLE_ARTICLES_PAGE ? rows.at(-1)!.id : null,
        categories: ARTICLE_LABELS.map((label) => ({
          id: label.id,
          name: label.name,
          sub_labels: label.subLabels.map(({ id, name }) => ({ id, name })),
        })),
      });
    },
    { use },
  );

  route(
    app,
    consoleArticleCreateContract,
    async (c, { body, ok }) => {
      const values = await valuesOf(c, body, null);
      const staff = c.get('staff');
      const author = format(m.author, { site: SITE_NAME });
      const { db } = c.get('deps');
      const row: ArticleRow = await db
        .transaction(async (tx: Tx) => {
          const made = await insertArticle(tx, { ...values, author }, staff?.id ?? null);
          await recordAudit(tx, c, {
            action: 'article.create',
            subjectType: 'article',
            subjectId: made.id,
            details: { status: made.status, revision: made.revision },
          });
          return made;
        })
        .catch(sameTitle);
      if (row.status === 'published') contentChanged(c.get('deps'));
      return ok({ id: row.id, status: row.status, revision: row.revision }, { status: 201 });
    },
    writing,
  );

  route(
    app,
    consoleArticleDetailContract,
    async (c, { params, ok }) => {
      const row = (await articleRow(c.get('deps').db, params.id)) ?? fail(404, m.notFound);
      return ok(await view(c, row));
    },
    { use },
  );

  /** Saves `draft` over `row` at `revision`, audited, and tells the site when it shows. */
  async function save(c: Context<AppEnv>, row: ArticleRow, revision: number, draft: Draft, action: string) {
    const values = await valuesOf(c, draft, row);
    const { db, clock } = c.get('deps');
    const staff = c.get('staff');
    const saved = await db
      .transaction(async (tx) => {
        const updated = await updateArticle(tx, row.id, revision, values, staff?.id ?? null, clock());
        if (!updated)
          fail(409, format(m.staleRevision, { revision: (await articleRow(tx, row.id))?.revision ?? '?' }));
        await recordAudit(tx, c, {
          action,
          subjectType: 'article',
          subjectId: row.id,
          details: { from: row.status, status: updated.status, revision: updated.revision },
        });
        return updated;
      })
      .catch(sameTitle);
    if (row.status === 'published' || saved.status === 'published') contentChanged(c.get('deps'));
    return saved;
  }

  route(
    app,
    consoleArticleUpdateContract,
    async (c, { params, body, ok }) => {
      const row = (await articleRow(c.get('deps').db, params.id)) ?? fail(404, m.notFound);
      const { revision, ...changes } = body;
      const draft = { ...draftOf(row), ...changes } as Draft;
      const action = draft.status === row.status ? 'article.save' : `article.${draft.status}`;
      return ok(await view(c, await save(c, row, revision, draft, action)));
    },
    writing,
  );

  route(
    app,
    consoleArticleRevisionsContract,
    async (c, { params, ok }) => {
      const { db } = c.get('deps');
      if (!(await articleRow(db, params.id))) fail(404, m.notFound);
      const rows = await revisionList(db, params.id);
      return ok(
        rows.map((r) => ({
          revision: r.revision,
          title: r.title,
          status: r.status,
          saved_at: r.savedAt.toISOString(),
          saved_by: r.savedBy,
        })),
      );
    },
    { use },
  );

  route(
    app,
    consoleArticleRestoreContract,
    async (c, { params, ok }) => {
      const { db } = c.get('deps');
      const row = (await articleRow(db, params.id)) ?? fail(404, m.notFound);
      const old = (await revisionRow(db, params.id, params.revision)) ?? fail(404, m.revisionNotFound);
      const draft: Draft = {
        ...draftOf(row),
        title: old.title,
        summary: old.summary,
        body_html: old.contentHtml,
        cover_media_id: old.coverMediaId,
        label_id: old.labelId,
        sub_label_id: old.subLabelId,
        labels: old.aiLabels,
        seo_title: old.seoTitle,
        seo_description: old.seoDescription,
      };
      return ok(await view(c, await save(c, row, row.revision, draft, 'article.restore')));
    },
    { use },
  );

  route(
    app,
    consoleArticlePreviewContract,
    async (c, { params, ok }) => {
      const { db, env, clock } = c.get('deps');
      if (!(await articleRow(db, params.id))) fail(404, m.notFound);
      const { token, expires } = previewToken(env.APP_SECRET, params.id, clock());
      return ok({ url: `/article/${params.id}?preview=${token}`, expires_at: expires.toISOString() });
    },
    { use },
  );

  return app;
}
