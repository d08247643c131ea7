/**
 * Articles (docs/spec/platform.md#calls, docs/spec/quotes.md#entities): list by label and sub-label, detail
 * with counters and the
 * visitor's flags, recommendations, may-like (by id, and the paged feed), and the works of the
 * same style.
 */
import {
  articleDetailContract,
  articleListContract,
  articleMayLikeByIdContract,
  articleRecommendContract,
  articlesMayLikeContract,
  PUBLIC_STATUS,
  sameStyleWorksContract,
} from '@renovo/core/contracts';
import { articleMessages, contentListMessages } from '@renovo/core/messages';
import { Hono } from 'hono';
import { previewAllowed } from '../../console/articles/preview-token.ts';
import type { Db } from '../../db/client.ts';
import { articleLabel, articleSubLabel } from '../../db/reference/article-labels.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { isGone } from '../publishing/published.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { workCard } from '../works/work-cards.ts';
import { articleCard } from './article-cards.ts';
import { articleDetail } from './article-detail.ts';
import {
  type ArticleRef,
  articleCount,
  articleRef,
  listArticles,
  mayLikeArticles,
  mostReadOfLabel,
  sameStyleWorks,
} from './articles.service.ts';

async function findArticle(db: Db, id: number): Promise<ArticleRef> {
  return (await articleRef(db, id)) ?? fail(404, CONTENT_MESSAGES.articleNotFound);
}

/** The articles routes. */
export function articlesRoutes() {
  const app = new Hono<AppEnv>();

  route(app, articleListContract, async (c, { query }) => {
    if (query.label !== undefined && !articleLabel(query.label)) fail(422, contentListMessages.label);
    const sub = query.sub_label === undefined ? undefined : articleSubLabel(query.sub_label);
    if (
      query.sub_label !== undefined &&
      (!sub || (query.label !== undefined && sub.labelId !== query.label))
    ) {
      fail(422, contentListMessages.label);
    }
    const { rows, total } = await listArticles(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => articleCard(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, articleDetailContract, async (c, { query: { id, preview } }) => {
    const found = await articleDetail(c, id);
    if (!found) fail(404, CONTENT_MESSAGES.articleNotFound);
    const { status, ...data } = found;
    if (status !== PUBLIC_STATUS) {
      const { env, clock } = c.get('deps');
      if (!previewAllowed(env.APP_SECRET, id, preview, clock())) {
        if (isGone(status)) fail(410, articleMessages.gone);
        fail(404, CONTENT_MESSAGES.articleNotFound);
      }
    }
    // A preview is the editor's: never kept by a cache, never indexed.
    if (preview !== undefined) {
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex');
    }
    return ok(c, data);
  });

  route(app, articleRecommendContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const ref = query.id === undefined ? null : await findArticle(db, query.id);
    const rows = await mostReadOfLabel(db, ref, query.limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => articleCard(r, url)) });
  });

  route(app, articleMayLikeByIdContract, async (c, { params: { id }, query: { limit } }) => {
    const ref = await findArticle(c.get('deps').db, id);
    const rows = await mayLikeArticles(c.get('deps').db, ref, limit, 0);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => articleCard(r, url)) });
  });

  route(app, articlesMayLikeContract, async (c, { query }) => {
    const ref = query.article_id === undefined ? null : await findArticle(c.get('deps').db, query.article_id);
    const { db } = c.get('deps');
    const [rows, counted] = await Promise.all([
      mayLikeArticles(db, ref, query.per_page, (query.page - 1) * query.per_page),
      articleCount(db),
    ]);
    const total = Math.max(0, counted - (ref ? 1 : 0));
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => articleCard(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, sameStyleWorksContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const ref = await findArticle(db, query.article_id);
    const rows = await sameStyleWorks(db, ref, query.limit);
    const url = mediaUrls(c);
    return ok(c, { style_id: ref.styleId, items: rows.map((r) => workCard(r, url)) });
  });

  return app;
}
