/**
 * The favourites' database work: a member's reactions (collect, favor, dislike) and their
 * counts, the member's listed collects, and the share and visit records.
 */
import { and, count, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { articleCardColumns } from '../content/articles/article-cards.ts';
import { workIsPublic } from '../content/publishing/public-content.ts';
import { isPublished } from '../content/publishing/published.ts';
import type { Paging } from '../content/shared/page.ts';
import type { Db, Tx } from '../db/client.ts';
import { reactions, shares, visits } from '../db/schema.ts';
import { articles, companies, works } from '../db/schema-content.ts';

/** What a member can react with. */
export type Kind = 'collect' | 'favor' | 'dislike';

/** How many reactions of a kind a source has. */
export async function countOf(
  db: Db | Tx,
  kind: Kind,
  sourceType: string,
  sourceId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reactions)
    .where(
      and(eq(reactions.kind, kind), eq(reactions.sourceType, sourceType), eq(reactions.sourceId, sourceId)),
    );
  return row?.n ?? 0;
}

/** Turns a member's reaction to a source on or off (turning on twice keeps one). */
export async function setReaction(
  db: Db | Tx,
  userId: number,
  kind: Kind,
  sourceType: string,
  sourceId: string,
  on: boolean,
) {
  if (on) {
    await db.insert(reactions).values({ userId, kind, sourceType, sourceId }).onConflictDoNothing();
  } else {
    await db
      .delete(reactions)
      .where(
        and(
          eq(reactions.userId, userId),
          eq(reactions.kind, kind),
          eq(reactions.sourceType, sourceType),
          eq(reactions.sourceId, sourceId),
        ),
      );
  }
}

/** The member's collects whose work or article is still on the site (other source types have no card). */
function listedCollects(db: Db, userId: number, sourceType: string | undefined): SQL | undefined {
  const sourceIs = (id: typeof works.id | typeof articles.id) => sql`${id}::text = ${reactions.sourceId}`;
  const liveWork = exists(
    db
      .select({ one: sql`1` })
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(and(sourceIs(works.id), workIsPublic)),
  );
  const liveArticle = exists(
    db
      .select({ one: sql`1` })
      .from(articles)
      .where(and(sourceIs(articles.id), isPublished(articles))),
  );
  return and(
    eq(reactions.userId, userId),
    eq(reactions.kind, 'collect'),
    sourceType === undefined ? undefined : eq(reactions.sourceType, sourceType),
    or(
      and(eq(reactions.sourceType, 'work'), liveWork),
      and(eq(reactions.sourceType, 'article'), liveArticle),
    ),
  );
}

/** One page of the member's listed collects, latest first, and how many there are. */
export async function collectsPage(db: Db, userId: number, sourceType: string | undefined, paging: Paging) {
  const where = listedCollects(db, userId, sourceType);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        sourceType: reactions.sourceType,
        sourceId: reactions.sourceId,
        createdAt: reactions.createdAt,
      })
      .from(reactions)
      .where(where)
      .orderBy(desc(reactions.createdAt), desc(reactions.sourceType), desc(reactions.sourceId))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db.select({ n: count() }).from(reactions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The article cards of these ids (those on the site). */
export async function articleCardsByIds(db: Db, ids: number[]) {
  return ids.length === 0
    ? []
    : db
        .select(articleCardColumns)
        .from(articles)
        .where(and(inArray(articles.id, ids), isPublished(articles)));
}

/**
 * Sets or cancels a member's favourite or dislike of an article (one excludes the other), in
 * one transaction; answers the article's favourite count and the member's flags.
 */
export function reactToArticle(
  db: Db,
  userId: number,
  articleId: string,
  reaction: { favourite: boolean; cancel: boolean },
) {
  const [kind, other]: [Kind, Kind] = reaction.favourite ? ['favor', 'dislike'] : ['dislike', 'favor'];
  return db.transaction(async (tx) => {
    await setReaction(tx, userId, kind, 'article', articleId, !reaction.cancel);
    if (!reaction.cancel) await setReaction(tx, userId, other, 'article', articleId, false);
    const mine = await tx
      .select({ kind: reactions.kind })
      .from(reactions)
      .where(
        and(
          eq(reactions.userId, userId),
          eq(reactions.sourceType, 'article'),
          eq(reactions.sourceId, articleId),
        ),
      );
    return {
      favor_count: await countOf(tx, 'favor', 'article', articleId),
      is_favor: mine.some((r) => r.kind === 'favor'),
      is_dislike: mine.some((r) => r.kind === 'dislike'),
    };
  });
}

/** Records a share; answers how many shares the source now has. */
export async function recordShare(db: Db, share: typeof shares.$inferInsert): Promise<number> {
  await db.insert(shares).values(share);
  const [row] = await db
    .select({ n: count() })
    .from(shares)
    .where(and(eq(shares.type, share.type), eq(shares.sourceId, share.sourceId)));
  return row?.n ?? 0;
}

/** Records a visit. */
export async function recordVisit(db: Db, visit: typeof visits.$inferInsert): Promise<void> {
  await db.insert(visits).values(visit);
}
