/**
 * Server-side reads of the works pages: the works lists, the work detail and what surrounds it
 * (previous/next, recommended works, videos). Lists and the detail go through the server checks
 * of docs/spec/platform.md#errors; the extras are optional and read as empty when they fail.
 */
import {
  type ApiClient,
  BUDGET_RANGES,
  getDetailRecommendWorks,
  getPrevOrNextWork,
  getRepresentWorks,
  getWorksDetail,
  getWorksList,
  getWorkVideos,
  rangeHolding,
  worksMessages,
} from '@renovo/core';
import { PAGE_MAX } from '@renovo/core/schemas';
import type {
  PageData,
  PrevNextData,
  SameQuotation,
  WorkCardData,
  WorkDetailData,
} from '../components/works/work-types.ts';
import { type WorksQuery, worksApiQuery } from '../components/works/works-query.ts';
import { itemsOf, settle } from '../lib/read.ts';
import { serverCheck } from '../lib/server-check.ts';

/** Works per list page. */
const WORKS_PER_PAGE = 20;
/** Recommended works under a work. */
const RECOMMENDED_WORKS = 8;
/** Works in each of the "same budget" and "same layout" blocks under a work. */
const SIMILAR_WORKS = 4;

/** A page of a works list: all works, or the represent works only. */
export async function loadWorksList(
  api: ApiClient,
  query: WorksQuery,
  scope: 'all' | 'represent',
): Promise<PageData<WorkCardData>> {
  const params = worksApiQuery({ ...query, page: Math.min(query.page, PAGE_MAX) }, WORKS_PER_PAGE);
  const call = scope === 'represent' ? getRepresentWorks(api, params) : getWorksList(api, params);
  const answer = await serverCheck(call);
  const data = answer.data as PageData<WorkCardData> | null | undefined;
  return data && Array.isArray(data.items)
    ? data
    : { items: [], total: 0, page: query.page, per_page: WORKS_PER_PAGE };
}

/** The work detail; a missing work is the 404 '抱歉！您訪問的作品已不存在……'. */
export async function loadWorkDetail(api: ApiClient, id: number): Promise<WorkDetailData> {
  const answer = await serverCheck(getWorksDetail(api, { id }), { notFound: worksMessages.notFound });
  return answer.data as unknown as WorkDetailData;
}

/** What the work detail shows around the work; each part is empty when its call fails. */
export interface WorkExtras {
  prevNext: PrevNextData | null;
  recommended: WorkCardData[];
  /** Works in the work's budget range (its value, e.g. `101-200`), without the work. */
  sameQuotation: SameQuotation | null;
  /** Works with as many rooms as the work, without it. */
  sameLayout: WorkCardData[];
  videos: Record<string, unknown>[];
}

/** The newest works of a works query other than the work `id` (an empty list when it fails). */
async function similarWorks(api: ApiClient, id: number, query: Record<string, string | number>) {
  const answer = await settle(
    getWorksList(api, { ...query, sort: 'newest', page: 1, per_page: SIMILAR_WORKS + 1 }),
  );
  return (itemsOf(answer) as unknown as WorkCardData[]).filter((w) => w.id !== id).slice(0, SIMILAR_WORKS);
}

/**
 * The work with what surrounds it: the detail, the recommended works and the videos are asked
 * together; previous/next follows the detail (it depends on whether the work is a represent one).
 */
export async function loadWorkPage(
  api: ApiClient,
  id: number,
): Promise<{ work: WorkDetailData } & WorkExtras> {
  const recommendedCall = settle(getDetailRecommendWorks(api, { id, query: { limit: RECOMMENDED_WORKS } }));
  const videosCall = settle(getWorkVideos(api, { work_id: id }));
  const work = await loadWorkDetail(api, id);
  const range = rangeHolding(BUDGET_RANGES, work.budget_wan)?.value;
  const [prevNext, recommended, videos, sameBudget, sameLayout] = await Promise.all([
    settle(getPrevOrNextWork(api, { id, is_represent: work.is_represent_work === 1 ? 1 : 0 })),
    recommendedCall,
    videosCall,
    range ? similarWorks(api, id, { budget: range }) : [],
    work.layout.room > 0 ? similarWorks(api, id, { room: work.layout.room }) : [],
  ]);
  return {
    work,
    prevNext: (prevNext?.data as PrevNextData | undefined) ?? null,
    recommended: itemsOf(recommended) as unknown as WorkCardData[],
    sameQuotation: range && sameBudget.length > 0 ? { range, works: sameBudget } : null,
    sameLayout,
    videos: itemsOf(videos),
  };
}
