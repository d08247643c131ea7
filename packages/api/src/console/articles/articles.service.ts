/**
 * The console articles' database work (docs/spec/console.md#articles): the editor's list, one
 * article, writes that keep a revision row of every save (in the same transaction), the
 * revisions, and the scheduled articles that are due.
 */
import type { PublicationStatus } from '@renovo/core/contracts';
import { and, desc, eq, ilike, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema-console.ts';
import { articleRevisions, articles } from '../../db/schema-content.ts';

/** An article's row. */
export type ArticleRow = typeof articles.$inferSelect;
/** What a save writes (the columns an editor controls, and those derived from them). */
export type ArticleValues = Pick<
  typeof articles.$inferInsert,
  | 'title'
  | 'summary'
  | 'contentHtml'
  | 'coverUrl'
  | 'coverMediaId'
  | 'labelId'
  | 'subLabelId'
  | 'aiLabels'
  | 'seoTitle'
  | 'seoDescription'
  | 'status'
  | 'publishAt'
  | 'readingMinutes'
  | 'publishedAt'
>;

/** The editor's list: newest first, `limit` older than `before`, by status and title. */
export function editorList(
  db: Db,
  filter: { status?: PublicationStatus | undefined; q?: string | undefined; before?: number | undefined },
  limit: number,
) {
  const words = filter.q ? `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return db
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      labelId: articles.labelId,
      subLabelId: articles.subLabelId,
      publishAt: articles.publishAt,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(
      and(
        filter.status ? eq(articles.status, filter.status) : undefined,
        words ? ilike(articles.title, words) : undefined,
        filter.before ? lt(articles.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(articles.id))
    .limit(limit);
}

/** One article by id. */
export async function articleRow(db: Db | Tx, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row;
}

/** Writes the revision row of an article as it now stands. */
async function keepRevision(tx: Tx, row: ArticleRow, staffId: number | null) {
  await tx.insert(articleRevisions).values({
    articleId: row.id,
    revision: row.revision,
    title: row.title,
    summary: row.summary,
    contentHtml: row.contentHtml,
    coverMediaId: row.coverMediaId,
    labelId: row.labelId,
    subLabelId: row.subLabelId,
    aiLabels: row.aiLabels,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    status: row.status,
    savedBy: staffId,
  });
}

/** Inserts a new article (revision 1) and its first revision row. */
export async function insertArticle(
  tx: Tx,
  values: ArticleValues & { author: string },
  staffId: number | null,
): Promise<ArticleRow> {
  const [row] = await tx
    .insert(articles)
    .values({ ...values, workIds: [], images: [], revision: 1 })
    .returning();
  await keepRevision(tx, row!, staffId);
  return row!;
}

/**
 * Saves `values` over revision `revision` of the article (the next revision), with its revision
 * row; undefined when the article is at another revision (someone saved first) or gone.
 */
export async function updateArticle(
  tx: Tx,
  id: number,
  revision: number,
  values: Partial<ArticleValues>,
  staffId: number | null,
  now: Date,
): Promise<ArticleRow | undefined> {
  const [row] = await tx
    .update(articles)
    .set({ ...values, revision: revision + 1, updatedAt: now })
    .where(and(eq(articles.id, id), eq(articles.revision, revision)))
    .returning();
  if (row) await keepRevision(tx, row, staffId);
  return row;
}

/** The revisions of an article, newest first (at most 100), with who saved each. */
export function revisionList(db: Db, id: number) {
  return db
    .select({
      revision: articleRevisions.revision,
      title: articleRevisions.title,
      status: articleRevisions.status,
      savedAt: articleRevisions.savedAt,
      savedBy: staffAccounts.email,
    })
    .from(articleRevisions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, articleRevisions.savedBy))
    .where(eq(articleRevisions.articleId, id))
    .orderBy(desc(articleRevisions.revision))
    .limit(100);
}

/** One revision of an article. */
export async function revisionRow(db: Db, id: number, revision: number) {
  const [row] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, id), eq(articleRevisions.revision, revision)))
    .limit(1);
  return row;
}

/**
 * Publishes every scheduled article whose time has come (first publication: `published_at` is
 * its scheduled time), each as a new revision; answers their ids. Two engines running it at
 * once publish each article once (the update only takes rows still scheduled).
 */
export async function publishDueArticles(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(articles)
      .set({
        status: 'published',
        publishedAt: sql`${articles.publishAt}`,
        publishAt: null,
        revision: sql`${articles.revision} + 1`,
        updatedAt: now,
      })
      .where(and(eq(articles.status, 'scheduled'), lte(articles.publishAt, now)))
      .returning();
    for (const row of rows) await keepRevision(tx, row, null);
    return rows.map((row) => row.id);
  });
}
