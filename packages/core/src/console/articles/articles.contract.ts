/**
 * The console's articles (docs/spec/console.md#articles), for editors and admins: write an
 * article in the rich-text editor (its HTML is sanitised by the server with one allow-list),
 * give it a cover from the media library, a category and labels, an SEO title and description;
 * keep it a draft, publish it, schedule it (the job engine publishes it at its time) or take it
 * off the site; every save is a revision that can be restored; a preview link shows a draft as
 * the site renders it. Every write is in the audit log.
 */
import { z } from 'zod';
import { PUBLICATION_STATUSES } from '../../content/publishing/publication-facts.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { articleEditorMessages as m } from '../../messages/article-editor.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consoleArticleCreateRoute,
  consoleArticleDetailRoute,
  consoleArticlePreviewRoute,
  consoleArticleRestoreRoute,
  consoleArticleRevisionsRoute,
  consoleArticlesListRoute,
  consoleArticleUpdateRoute,
} from './articles.routes.ts';

const TAG = 'console';

/** The longest article body the editor sends, characters of HTML. */
export const ARTICLE_BODY_MAX = 400_000;
/** The most labels an article carries. */
export const ARTICLE_LABELS_MAX = 10;
/** How long a preview link works, minutes. */
export const ARTICLE_PREVIEW_MINUTES = 30;
/** Articles one list answer holds at most. */
export const CONSOLE_ARTICLES_PAGE = 50;

const text = (max: number, message: string, multiline = false) =>
  z.pipe(safeText({ max, multiline, message, tooLong: message }), z.string().trim());

/** What an editor writes (every field of a new article; an edit sends what changed). */
const ArticleFields = {
  title: z.pipe(text(80, m.title), z.string().min(2, m.title)),
  summary: text(200, m.summary, true),
  body_html: safeText({ max: ARTICLE_BODY_MAX, multiline: true, message: m.body, tooLong: m.bodyTooLong }),
  cover_media_id: DbIdSchema.nullable(),
  label_id: z.int(m.category).min(1, m.category),
  sub_label_id: z.int(m.category).min(1, m.category),
  labels: z.array(text(20, m.label), m.label).max(ARTICLE_LABELS_MAX, m.labelsTooMany),
  seo_title: text(70, m.seoTitle),
  seo_description: text(160, m.seoDescription, true),
  status: z.enum(PUBLICATION_STATUSES, m.status),
  /** When a scheduled article goes on the site (ISO 8601 with its offset); only with `scheduled`. */
  publish_at: z.iso.datetime({ offset: true, message: m.publishAt }).nullable(),
};

/** POST /console/api/articles: a new article (a draft unless `status` says otherwise). */
export const ArticleCreateSchema = z.object({
  ...ArticleFields,
  summary: ArticleFields.summary.default(''),
  body_html: z._default(ArticleFields.body_html, ''),
  cover_media_id: ArticleFields.cover_media_id.default(null),
  labels: ArticleFields.labels.default([]),
  seo_title: ArticleFields.seo_title.default(''),
  seo_description: ArticleFields.seo_description.default(''),
  status: ArticleFields.status.default('draft'),
  publish_at: ArticleFields.publish_at.default(null),
});

/** PATCH /console/api/articles/{id}: what changed, and the revision it was made on. */
export const ArticleUpdateSchema = z.object({
  ...z.object(ArticleFields).partial().shape,
  /** The revision the editor started from: a save over someone else's newer one is a 409 (int4, as stored). */
  revision: DbIdSchema,
});

/** An article as the editor opens it. */
export const ConsoleArticleSchema = z.object({
  id: DbIdSchema,
  title: z.string(),
  summary: z.string(),
  body_html: z.string(),
  cover_media_id: DbIdSchema.nullable(),
  cover: z.nullable(PictureSchema),
  label_id: z.int(),
  sub_label_id: z.int(),
  labels: z.array(z.string()),
  seo_title: z.string(),
  seo_description: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** The number of the latest revision (send it back with the next save). */
  revision: z.int(),
  /** Where it is on the site. */
  url: z.string(),
});

/** A row of the console's article list. */
const ArticleRowSchema = ConsoleArticleSchema.pick({
  id: true,
  title: true,
  status: true,
  publish_at: true,
  published_at: true,
  updated_at: true,
  url: true,
}).extend({ category: z.string() });

/** A category an article can be filed under, with its sub-categories. */
const CategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  sub_labels: z.array(z.object({ id: z.int(), name: z.string() })),
});

const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

/** GET /console/api/articles. */
export const consoleArticlesListContract = defineContract(consoleArticlesListRoute, {
  id: 'getConsoleArticles',
  tag: TAG,
  auth: 'staff',
  summary:
    'Articles made in the console, last edited first, 50 at a time (`before` the last id seen), by status and title, with the categories an article can be filed under (editors, admins)',
  query: z.object({
    status: z.optional(z.enum(PUBLICATION_STATUSES)),
    q: z.optional(text(80, m.search)),
    before: z.optional(z.coerce.number().pipe(DbIdSchema)),
  }),
  response: envelope(
    z.object({
      items: z.array(ArticleRowSchema),
      next_before: DbIdSchema.nullable(),
      categories: z.array(CategorySchema),
    }),
  ),
});

/** POST /console/api/articles. */
export const consoleArticleCreateContract = defineContract(consoleArticleCreateRoute, {
  id: 'postConsoleArticle',
  tag: TAG,
  auth: 'staff',
  summary:
    'Writes a new article (draft, published, or scheduled at `publish_at`); its HTML is sanitised; it is then at /article/{id} once published; 409 when another article has its title (editors, admins)',
  example: { body: { title: 'Storage', body_html: '<h2>Less</h2><p>…</p>', label_id: 1, sub_label_id: 101 } },
  body: ArticleCreateSchema,
  status: 201,
  response: envelope(z.object({ id: DbIdSchema, status: z.enum(PUBLICATION_STATUSES), revision: z.int() })),
  errors: [409],
});

/** GET /console/api/articles/{id}. */
export const consoleArticleDetailContract = defineContract(consoleArticleDetailRoute, {
  id: 'getConsoleArticle',
  tag: TAG,
  auth: 'staff',
  summary: 'An article as the editor opens it, at its latest revision (editors, admins)',
  params: IdParams,
  response: envelope(ConsoleArticleSchema),
  errors: [404],
});

/** PATCH /console/api/articles/{id}. */
export const consoleArticleUpdateContract = defineContract(consoleArticleUpdateRoute, {
  id: 'patchConsoleArticle',
  tag: TAG,
  auth: 'staff',
  summary:
    'Saves an article as a new revision, and moves it to another status (publish, schedule, unpublish, back to draft); 409 when someone saved a newer revision first or the move is not allowed (editors, admins)',
  params: IdParams,
  body: ArticleUpdateSchema,
  response: envelope(ConsoleArticleSchema),
  errors: [404, 409],
});

/** A saved revision of an article. */
const RevisionSchema = z.object({
  revision: z.int(),
  title: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  saved_at: z.string(),
  saved_by: z.string().nullable(),
});

/** GET /console/api/articles/{id}/revisions. */
export const consoleArticleRevisionsContract = defineContract(consoleArticleRevisionsRoute, {
  id: 'getConsoleArticleRevisions',
  tag: TAG,
  auth: 'staff',
  summary: 'The saved revisions of an article, newest first, at most 100 (editors, admins)',
  params: IdParams,
  response: envelope(z.array(RevisionSchema)),
  errors: [404],
});

/** POST /console/api/articles/{id}/revisions/{revision}/restore. */
export const consoleArticleRestoreContract = defineContract(consoleArticleRestoreRoute, {
  id: 'postConsoleArticleRestore',
  tag: TAG,
  auth: 'staff',
  summary:
    'Restores an earlier revision’s title, summary, body, cover, category, labels and SEO fields as a new revision; the status stays (editors, admins)',
  params: z.object({
    id: z.coerce.number().pipe(DbIdSchema),
    revision: z.coerce.number().pipe(DbIdSchema),
  }),
  response: envelope(ConsoleArticleSchema),
  errors: [404],
});

/** POST /console/api/articles/{id}/preview. */
export const consoleArticlePreviewContract = defineContract(consoleArticlePreviewRoute, {
  id: 'postConsoleArticlePreview',
  tag: TAG,
  auth: 'staff',
  summary:
    'A link that shows the article as the site renders it, published or not, for 30 minutes (not indexed, never cached) (editors, admins)',
  params: IdParams,
  response: envelope(z.object({ url: z.string(), expires_at: z.string() })),
  errors: [404],
});

/** The console articles' contracts. */
export const CONSOLE_ARTICLES_CONTRACTS = [
  consoleArticlesListContract,
  consoleArticleCreateContract,
  consoleArticleDetailContract,
  consoleArticleUpdateContract,
  consoleArticleRevisionsContract,
  consoleArticleRestoreContract,
  consoleArticlePreviewContract,
] as const;
