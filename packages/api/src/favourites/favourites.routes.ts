/**
 * Favourites and counters (doc 1 §3, §4, §7; doc 2 §4, §7): collect / uncollect, favour,
 * share, visit and the article favourite/dislike statistic. Collecting, favouring and the
 * article statistic need a login and are closed to role design (403 '設計公司暫未開通此功能');
 * sharing needs a login; visits are anonymous.
 */

import {
  articleStatisticContract,
  collectContract,
  collectsListContract,
  disCollectContract,
  favorContract,
  shareContract,
  visitContract,
} from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import type { ArticleStatisticQuery } from '@renovo/core/schemas';
import { and, count, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { articleCard, articleCardColumns } from '../content/articles/article-cards.ts';
import { pageOf } from '../content/shared/page.ts';
import { mediaUrls } from '../content/shared/public-url.ts';
import { workCard, workCardsByIds } from '../content/works/work-cards.ts';
import type { Db, Tx } from '../db/client.ts';
import { reactions, shares, visits } from '../db/schema.ts';
import { articles, companies, works } from '../db/schema-content.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { readBody, readQuery } from '../lib/body.ts';
import { route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { SERVER_MESSAGES } from '../lib/errors.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { auth, loadUser, requireUser } from '../middleware/auth/index.ts';
import { idempotency } from '../middleware/idempotency/index.ts';

/** One listed collect: its source and the card of its work or article. */
type CollectItem = { source_type: string; source_id: number; created_at: string } & (
  | { work: ReturnType<typeof workCard> }
  | { article: ReturnType<typeof articleCard> }
);

/** The 422 message of a bad `source_type`. */
const SOURCE_TYPE_MESSAGE = '收藏類型須為 work、article、article_title 或 article_qa';

type Kind = 'collect' | 'favor' | 'dislike';

async function countOf(db: Db | Tx, kind: Kind, sourceType: string, sourceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reactions)
    .where(
      and(eq(reactions.kind, kind), eq(reactions.sourceType, sourceType), eq(reactions.sourceId, sourceId)),
    );
  return row?.n ?? 0;
}

async function setReaction(
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

/** The member's collects whose work or article still exists (other source types have no card). */
function listedCollects(db: Db, userId: number, sourceType: string | undefined): SQL | undefined {
  const sourceIs = (id: typeof works.id | typeof articles.id) => sql`${id}::text = ${reactions.sourceId}`;
  const liveWork = exists(
    db
      .select({ one: sql`1` })
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(sourceIs(works.id)),
  );
  const liveArticle = exists(db.select({ one: sql`1` }).from(articles).where(sourceIs(articles.id)));
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

/** The raw favourite fields: the JSON body, or the query when the body is empty. */
async function favouriteInput(c: Context<AppEnv>): Promise<unknown> {
  const body = await readBody(c);
  const query = readQuery(c);
  const empty = typeof body === 'object' && body !== null && Object.keys(body).length === 0;
  return empty && Object.keys(query).length > 0 ? query : body;
}

async function statistic(c: Context<AppEnv>, q: ArticleStatisticQuery) {
  const user = await requireUser(c);
  const { db } = c.get('deps');
  const articleId = String(q.article_id);
  const cancel = q.is_cancel === 1;
  const result = await db.transaction(async (tx) => {
    if (q.type === 'favorite') {
      await setReaction(tx, user.id, 'favor', 'article', articleId, !cancel);
      if (!cancel) await setReaction(tx, user.id, 'dislike', 'article', articleId, false);
    } else {
      await setReaction(tx, user.id, 'dislike', 'article', articleId, !cancel);
      if (!cancel) await setReaction(tx, user.id, 'favor', 'article', articleId, false);
    }
    const mine = await tx
      .select({ kind: reactions.kind })
      .from(reactions)
      .where(
        and(
          eq(reactions.userId, user.id),
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
  return c.json({
    code: 200,
    status: 200,
    info: SERVER_MESSAGES.ok,
    message: SERVER_MESSAGES.ok,
    data: result,
  });
}

/** The favourites routes. */
export function favouritesRoutes() {
  const app = new Hono<AppEnv>();
  const member = auth({ forbidDesign: true });

  route(
    app,
    collectsListContract,
    async (c, { query }) => {
      const user = await requireUser(c);
      const { db } = c.get('deps');
      const where = listedCollects(db, user.id, query.source_type);
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
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(reactions).where(where),
      ]);
      const idsOf = (type: string) =>
        rows.flatMap((r) => (r.sourceType === type ? [Number(r.sourceId)] : []));
      const workIds = idsOf('work');
      const articleIds = idsOf('article');
      const [workRows, articleRows] = await Promise.all([
        workCardsByIds(db, workIds),
        articleIds.length === 0
          ? []
          : db.select(articleCardColumns).from(articles).where(inArray(articles.id, articleIds)),
      ]);
      const url = mediaUrls(c);
      const workById = new Map(workRows.map((r) => [String(r.id), workCard(r, url)]));
      const articleById = new Map(articleRows.map((r) => [String(r.id), articleCard(r, url)]));
      const items = rows.flatMap((r): CollectItem[] => {
        const base = {
          source_type: r.sourceType,
          source_id: Number(r.sourceId),
          created_at: r.createdAt.toISOString(),
        };
        const work = r.sourceType === 'work' ? workById.get(r.sourceId) : undefined;
        if (work) return [{ ...base, work }];
        const article = r.sourceType === 'article' ? articleById.get(r.sourceId) : undefined;
        return article ? [{ ...base, article }] : [];
      });
      return ok(c, pageOf(items, counted?.n ?? 0, query));
    },
    {
      use: [member],
      before: requireUser,
      validation: { fieldMessages: { source_type: SOURCE_TYPE_MESSAGE } },
    },
  );

  route(
    app,
    collectContract,
    async (c, { body }) => {
      const user = await requireUser(c);
      const { db } = c.get('deps');
      const sourceId = String(body.source_id);
      await setReaction(db, user.id, 'collect', body.source_type, sourceId, true);
      return ok(
        c,
        { is_collect: true, collect_count: await countOf(db, 'collect', body.source_type, sourceId) },
        { message: messages.favourites.added },
      );
    },
    { use: [member, idempotency()], before: requireUser, body: favouriteInput },
  );

  route(
    app,
    disCollectContract,
    async (c, { body }) => {
      const user = await requireUser(c);
      const { db } = c.get('deps');
      const sourceId = String(body.source_id);
      await setReaction(db, user.id, 'collect', body.source_type, sourceId, false);
      return ok(
        c,
        { is_collect: false, collect_count: await countOf(db, 'collect', body.source_type, sourceId) },
        { message: messages.favourites.removed },
      );
    },
    { use: [member], before: requireUser, body: favouriteInput },
  );

  route(
    app,
    favorContract,
    async (c, { body }) => {
      const user = await requireUser(c);
      const { db } = c.get('deps');
      const sourceId = String(body.source_id);
      await setReaction(db, user.id, 'favor', body.source_type, sourceId, true);
      return ok(c, { is_favor: true, favor_count: await countOf(db, 'favor', body.source_type, sourceId) });
    },
    { use: [member, idempotency()], before: requireUser, body: favouriteInput },
  );

  route(
    app,
    shareContract,
    async (c, { body }) => {
      const user = await requireUser(c);
      const { db, clock } = c.get('deps');
      const sourceId = String(body.source_id);
      await db.insert(shares).values({
        userId: user.id,
        clientUuid: requestMeta(c).clientUuid,
        shareType: body.share_type,
        type: body.type,
        sourceId,
        createdAt: clock(),
      });
      const [row] = await db
        .select({ n: count() })
        .from(shares)
        .where(and(eq(shares.type, body.type), eq(shares.sourceId, sourceId)));
      return ok(c, { share_count: row?.n ?? 0 });
    },
    { use: [auth({ required: true }), idempotency()], before: requireUser },
  );

  route(
    app,
    visitContract,
    async (c, { body }) => {
      const user = await loadUser(c);
      const { db, clock } = c.get('deps');
      await db.insert(visits).values({
        userId: user?.id ?? null,
        clientUuid: requestMeta(c).clientUuid,
        sourceType: body.source_type,
        sourceId: String(body.source_id),
        createdAt: clock(),
      });
      return ok(c, null);
    },
    { use: [idempotency()] },
  );

  // The spec's GET is not served: it changes state (docs/spec-deviations.md, web security).
  route(app, articleStatisticContract, (c, { body }) => statistic(c, body), {
    use: [member],
    before: requireUser,
  });

  return app;
}
