/** On-site ratings as the lists and the detail answer them. */

import { sql } from 'drizzle-orm';
import { SCORE_WORDS } from '../../db/reference/rating-config.ts';
import { reviewReplies } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { housingTypeRef, regionRef } from '../catalogue/names.ts';
import { scoreList } from '../companies/company-cards.ts';
import type { UrlMapper } from '../shared/public-url.ts';
import type { RowOf } from '../shared/row.ts';

/** The columns of a rating item (left-joined to its company: an off-site one has none). */
export const ratingItemColumns = {
  id: companyRatings.id,
  companyId: companyRatings.companyId,
  companyName: companies.name,
  companyLogo: companies.logoUrl,
  offsiteName: companyRatings.companyName,
  source: companyRatings.source,
  status: companyRatings.status,
  reviewerName: companyRatings.reviewerName,
  avatarUrl: companyRatings.avatarUrl,
  score: companyRatings.score,
  scores: companyRatings.scores,
  labels: companyRatings.labels,
  content: companyRatings.content,
  regionId: companyRatings.regionId,
  housingType: companyRatings.housingType,
  budgetWan: companyRatings.budgetWan,
  areaPing: companyRatings.areaPing,
  workId: companyRatings.workId,
  createdAt: companyRatings.createdAt,
  publishedAt: companyRatings.publishedAt,
  rejectReason: companyRatings.rejectReason,
  /** The company's published reply, if any (only a published one is public). */
  reply: sql<{
    body: string;
    at: string | null;
  } | null>`(select json_build_object('body', ${reviewReplies.body}, 'at', ${reviewReplies.moderatedAt}) from ${reviewReplies} where ${reviewReplies.ratingId} = ${companyRatings.id} and ${reviewReplies.status} = 'published')`,
};

/** A rating row as selected (the company's columns are null for an off-site rating). */
export type RatingItemRow = Omit<RowOf<typeof ratingItemColumns>, 'companyName' | 'companyLogo'> & {
  companyName: string | null;
  companyLogo: string | null;
};

/** A timestamp as PostgreSQL's JSON writes it, as an ISO string. */
const isoOf = (at: string | null) => (at === null ? null : new Date(at).toISOString());

/** A rating as answered. */
export function ratingItem(row: RatingItemRow, url: UrlMapper) {
  return {
    id: row.id,
    company:
      row.companyId === null || row.companyName === null
        ? null
        : { id: row.companyId, name: row.companyName, logo: url(row.companyLogo ?? '') },
    company_name: row.companyName ?? row.offsiteName ?? '',
    kind: row.source === 'insite' ? 'insite' : 'rating',
    status: row.status,
    reviewer_name: row.reviewerName,
    avatar: url(row.avatarUrl),
    score: row.score,
    score_cn: SCORE_WORDS[row.score] ?? '',
    scores: Object.keys(row.scores).length > 0 ? scoreList(row.scores) : [],
    labels: row.labels,
    content: row.content,
    region: regionRef(row.regionId),
    housing_type: housingTypeRef(row.housingType),
    budget_wan: row.budgetWan,
    area_ping: row.areaPing,
    work_id: row.workId,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    // Set only on a rejected rating, which only its author is shown.
    reject_reason: row.rejectReason,
    reply: row.reply ? { body: row.reply.body, published_at: isoOf(row.reply.at) } : null,
  };
}
