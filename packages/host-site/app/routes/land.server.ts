/**
 * Server-side reads of the landing pages: heal-house works, the decoration guide's categories
 * with their videos and articles, companies matching a quote, and owners' on-site reviews. Each
 * is optional — a failed call shows the page without that part (null) — since the landing pages'
 * purpose, the quote entry, does not depend on them.
 */
import {
  type ApiClient,
  getClueMatchingCompanies,
  getCompanyRatingList,
  getGuideAggregation,
  getHealHouseList,
} from '@renovo/core';
import type { ArticleCardData } from '../components/article/article-types.ts';
import type { CompanyCardData, RatingItemData } from '../components/company/company-types.ts';
import type { ShortData } from '../components/shorts/short-types.ts';
import type { WorkCardData } from '../components/works/work-types.ts';
import { dataOf, itemsOf, num, settle } from '../lib/read.ts';

/** A guide category with its newest videos and most read articles. */
export interface GuideGroup {
  category: { id: number; name: string; description: string };
  short_videos: ShortData[];
  articles: ArticleCardData[];
}

/** Heal-house works (a page of them) and how many there are, or null. */
export async function loadHealWorks(
  api: ApiClient,
  perPage: number,
): Promise<{ items: WorkCardData[]; total: number } | null> {
  const answer = await settle(getHealHouseList(api, { page: 1, per_page: perPage }));
  if (!answer) return null;
  return { items: itemsOf(answer) as unknown as WorkCardData[], total: num(dataOf(answer), 'total') };
}

/** The guide categories with `limit` videos and articles each, or null. */
export async function loadGuideGroups(api: ApiClient, limit: number): Promise<GuideGroup[] | null> {
  const answer = await settle(getGuideAggregation(api, { limit }));
  return answer ? (itemsOf(answer) as unknown as GuideGroup[]) : null;
}

/** Companies that match a quote (best reputation first), or null. */
export async function loadMatchingCompanies(
  api: ApiClient,
  limit: number,
): Promise<CompanyCardData[] | null> {
  const answer = await settle(getClueMatchingCompanies(api, { limit }));
  return answer ? (itemsOf(answer).slice(0, limit) as unknown as CompanyCardData[]) : null;
}

/** The latest on-site reviews and their total, or null. */
export async function loadReviews(
  api: ApiClient,
  perPage: number,
): Promise<{ items: RatingItemData[]; total: number } | null> {
  const answer = await settle(getCompanyRatingList(api, { page: 1, per_page: perPage }));
  if (!answer) return null;
  return { items: itemsOf(answer) as unknown as RatingItemData[], total: num(dataOf(answer), 'total') };
}
