/**
 * Decoration guide (docs/spec/platform.md#calls): the categories (the article labels), the short videos of a
 * category, and the aggregation list (a few videos and articles of each category).
 */
import {
  guideAggregationContract,
  guideCategoriesContract,
  guideShortVideosContract,
} from '@renovo/core/contracts';
import { contentListMessages } from '@renovo/core/messages';
import { Hono } from 'hono';
import { ARTICLE_LABELS, articleLabel } from '../../db/reference/article-labels.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { articleCard } from '../articles/article-cards.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { listShortCards, shortCard } from '../shorts/short-cards.ts';
import { categoryCounts, mostReadArticles } from './guide.service.ts';

function checkCategory(id: number | undefined): void {
  if (id !== undefined && !articleLabel(id)) fail(422, contentListMessages.category);
}

/** The decoration-guide routes. */
export function guideRoutes() {
  const app = new Hono<AppEnv>();

  route(app, guideCategoriesContract, async (c) => {
    const n = await categoryCounts(c.get('deps').db);
    return ok(c, {
      items: ARTICLE_LABELS.map((label) => ({
        id: label.id,
        name: label.name,
        description: label.description,
        sub_labels: label.subLabels,
        short_count: n.shorts.get(label.id) ?? 0,
        article_count: n.articles.get(label.id) ?? 0,
      })),
    });
  });

  route(app, guideShortVideosContract, async (c, { query }) => {
    checkCategory(query.category_id);
    const { rows, total } = await listShortCards(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(c, {
      category:
        query.category_id === undefined
          ? null
          : { id: query.category_id, name: articleLabel(query.category_id)!.name },
      ...pageOf(
        rows.map((r) => shortCard(r, url)),
        total,
        query,
      ),
    });
  });

  route(app, guideAggregationContract, async (c, { query }) => {
    checkCategory(query.category_id);
    const { db } = c.get('deps');
    const labels = ARTICLE_LABELS.filter(
      (l) => query.category_id === undefined || l.id === query.category_id,
    );
    const url = mediaUrls(c);
    const items = await Promise.all(
      labels.map(async (label) => {
        const [videos, reads] = await Promise.all([
          listShortCards(db, { page: 1, per_page: query.limit, sort: 'newest', category_id: label.id }),
          mostReadArticles(db, label.id, query.limit),
        ]);
        return {
          category: { id: label.id, name: label.name, description: label.description },
          short_videos: videos.rows.map((r) => shortCard(r, url)),
          articles: reads.map((r) => articleCard(r, url)),
        };
      }),
    );
    return ok(c, { items });
  });

  return app;
}
