/**
 * Favourites and counters (docs/spec/session.md#entities, docs/spec/session.md#states,
 * docs/spec/platform.md#calls; docs/spec/popups-and-header.md#states, docs/spec/quotes.md#calls): collect /
 * uncollect, favour,
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
import { type Context, Hono } from 'hono';
import { articleCard } from '../content/articles/article-cards.ts';
import { pageOf } from '../content/shared/page.ts';
import { mediaUrls } from '../content/shared/public-url.ts';
import { workCard, workCardsByIds } from '../content/works/work-cards.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { readBody, readQuery, route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { SERVER_MESSAGES } from '../lib/errors.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { auth, loadUser, requireUser } from '../middleware/auth/index.ts';
import { idempotency } from '../middleware/idempotency/index.ts';
import {
  articleCardsByIds,
  collectsPage,
  countOf,
  reactToArticle,
  recordShare,
  recordVisit,
  setReaction,
} from './favourites.service.ts';

/** One listed collect: its source and the card of its work or article. */
type CollectItem = { source_type: string; source_id: number; created_at: string } & (
  | { work: ReturnType<typeof workCard> }
  | { article: ReturnType<typeof articleCard> }
);

/** The 422 message of a bad `source_type`. */
const SOURCE_TYPE_MESSAGE = messages.server.favouriteTypeInvalid;

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
  const result = await reactToArticle(db, user.id, String(q.article_id), {
    favourite: q.type === 'favorite',
    cancel: q.is_cancel === 1,
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
      const { rows, total } = await collectsPage(db, user.id, query.source_type, query);
      const idsOf = (type: string) =>
        rows.flatMap((r) => (r.sourceType === type ? [Number(r.sourceId)] : []));
      const workIds = idsOf('work');
      const articleIds = idsOf('article');
      const [workRows, articleRows] = await Promise.all([
        workCardsByIds(db, workIds),
        articleCardsByIds(db, articleIds),
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
      return ok(c, pageOf(items, total, query));
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
      const shareCount = await recordShare(db, {
        userId: user.id,
        clientUuid: requestMeta(c).clientUuid,
        shareType: body.share_type,
        type: body.type,
        sourceId,
        createdAt: clock(),
      });
      return ok(c, { share_count: shareCount });
    },
    { use: [auth({ required: true }), idempotency()], before: requireUser },
  );

  route(
    app,
    visitContract,
    async (c, { body }) => {
      const user = await loadUser(c);
      const { db, clock } = c.get('deps');
      await recordVisit(db, {
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
