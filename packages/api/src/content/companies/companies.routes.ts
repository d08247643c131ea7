/**
 * Companies (docs/spec/platform.md#calls): company from a work, detail, rating summary, Google comments, the
 * companies for an article and for matching a clue, the company list, the reputation ranking
 * and the company search of the rating form.
 */

import {
  clueMatchingCompaniesContract,
  companiesForArticleContract,
  companyDetailContract,
  companyFromWorkContract,
  companyGoogleCommentsContract,
  companyListContract,
  companyRatingContract,
  reputationRankingContract,
  searchCompanyContract,
} from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { Hono } from 'hono';
import { companyVerificationLevel } from '../../company-side/verification/verification-level.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { isGone } from '../publishing/published.ts';
import { ratingItem } from '../ratings/rating-items.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { workCard } from '../works/work-cards.ts';
import {
  companiesForArticle,
  companiesNamed,
  companyById,
  companyCards,
  companyOfWork,
  googleCommentsPage,
  latestWorksOf,
  listCompanies,
  matchingCompanies,
  rankedCompanies,
  ratingSummary,
} from './companies.service.ts';
import { companyCard, scoreList } from './company-cards.ts';

/** A published company; 410 for one taken off the site, 404 for a draft or none. */
async function companyRow(db: Db, id: number) {
  const row = await companyById(db, id);
  if (row && isGone(row.status)) fail(410, CONTENT_MESSAGES.companyGone);
  if (row?.status !== 'published') fail(404, CONTENT_MESSAGES.companyNotFound);
  return row;
}

/** The companies routes. */
export function companiesRoutes() {
  const app = new Hono<AppEnv>();

  route(app, companyFromWorkContract, async (c, { query: { id } }) => {
    const row = await companyOfWork(c.get('deps').db, id);
    if (!row) fail(404, CONTENT_MESSAGES.workNotFound);
    return ok(c, companyCard(row, mediaUrls(c)));
  });

  route(app, companyDetailContract, async (c, { query: { id } }) => {
    const { db, clock } = c.get('deps');
    const company = await companyRow(db, id);
    const [card] = await companyCards(db, [id]);
    const latest = await latestWorksOf(db, id);
    const url = mediaUrls(c);
    const level = companyVerificationLevel(company, clock());
    return ok(c, {
      ...companyCard(card ?? fail(404, CONTENT_MESSAGES.companyNotFound), url),
      intro: company.intro,
      address: company.address,
      founded_year: company.foundedYear,
      team_size: company.teamSize,
      phone: company.phone,
      email: company.email,
      website: company.website,
      scores: scoreList(company.scores),
      is_hot: company.hotRank !== null,
      works: latest.map((r) => workCard(r, url)),
      verification_level: level,
      verification_label: messages.companySide.verificationLevels[level],
    });
  });

  route(app, companyRatingContract, async (c, { query: { id } }) => {
    const { db } = c.get('deps');
    const company = await companyRow(db, id);
    const { byScore, topLabels, latest } = await ratingSummary(db, id);
    const url = mediaUrls(c);
    return ok(c, {
      company_id: company.id,
      score: company.ratingAvgX100 / 100,
      count: company.ratingCount,
      reputation: company.reputationX100 / 100,
      scores: scoreList(company.scores),
      distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: byScore.get(score) ?? 0 })),
      top_labels: topLabels,
      latest: latest.map((r) => ratingItem(r, url)),
    });
  });

  route(app, companyGoogleCommentsContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const company = await companyRow(db, query.id);
    const { rows, total } = await googleCommentsPage(db, query.id, query);
    const url = mediaUrls(c);
    return ok(c, {
      rating: company.googleRatingX10 / 10,
      review_count: company.googleCount,
      ...pageOf(
        rows.map((r) => ({
          id: r.id,
          author_name: r.authorName,
          avatar: url(r.avatarUrl),
          rating: r.rating,
          content: r.content,
          published_at: r.publishedAt.toISOString(),
        })),
        total,
        query,
      ),
    });
  });

  route(app, companiesForArticleContract, async (c, { query }) => {
    const rows = await companiesForArticle(c.get('deps').db, query.article_id, query.limit);
    if (!rows) fail(404, CONTENT_MESSAGES.articleNotFound);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => companyCard(r, url)) });
  });

  route(app, clueMatchingCompaniesContract, async (c, { query }) => {
    const rows = await matchingCompanies(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => companyCard(r, url)) });
  });

  route(app, companyListContract, async (c, { query }) => {
    const { rows, total } = await listCompanies(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => companyCard(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, reputationRankingContract, async (c, { query }) => {
    // Ranked: companies with at least REPUTATION.minRatings published owner ratings.
    const offset = (query.page - 1) * query.per_page;
    const { rows, total } = await rankedCompanies(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r, i) => ({ rank: offset + i + 1, ...companyCard(r, url) })),
        total,
        query,
      ),
    );
  });

  route(app, searchCompanyContract, async (c, { query }) => {
    const rows = await companiesNamed(c.get('deps').db, query.keyword, query.limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => companyCard(r, url)) });
  });

  return app;
}
