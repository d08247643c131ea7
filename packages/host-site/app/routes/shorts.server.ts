/**
 * Server-side reads of the short-video pages: a page of the list (by guide category, newest or
 * most played), and the feed of the player — the video asked for and the videos around it.
 */
import { type ApiClient, contentMessages, errorStatus, getShortDetail, getShortsList } from '@renovo/core';
import { PAGE_MAX, PER_PAGE_MAX } from '@renovo/core/schemas';
import type { ShortData } from '../components/shorts/short-types.ts';
import type { PageData } from '../components/works/work-types.ts';
import { pageError } from '../lib/page-error.ts';
import { serverCheck } from '../lib/server-check.ts';

/** Videos per list page. */
const SHORTS_PER_PAGE = 24;
/** Pages of the newest videos the player looks through for the one asked for. */
const FEED_PAGES = 4;
/** Videos listed beside the player. */
const FEED_SHOWN = 12;

/** What the list URL asks for. */
export interface ShortsQuery {
  category: number | null;
  sort: 'newest' | 'popular';
  page: number;
}

const ID = /^\d{1,9}$/;

/** Reads the list URL (`category`, `sort`, `page`). */
export function readShortsQuery(params: URLSearchParams): ShortsQuery {
  const category = params.get('category');
  const page = params.get('page');
  return {
    category: category && ID.test(category) ? Number(category) : null,
    sort: params.get('sort') === 'popular' ? 'popular' : 'newest',
    page: page && ID.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** A page of the list. */
export async function loadShortsPage(api: ApiClient, query: ShortsQuery): Promise<PageData<ShortData>> {
  const answer = await serverCheck(
    getShortsList(api, {
      ...(query.category !== null ? { category_id: query.category } : {}),
      sort: query.sort,
      page: Math.min(query.page, PAGE_MAX),
      per_page: SHORTS_PER_PAGE,
    }),
  );
  const data = answer.data as PageData<ShortData> | null | undefined;
  return data && Array.isArray(data.items)
    ? data
    : { items: [], total: 0, page: query.page, per_page: SHORTS_PER_PAGE };
}

/** The player's feed: the current video (null when there are none) and the list it sits in. */
export interface ShortFeed {
  current: ShortData | null;
  list: ShortData[];
}

/**
 * The video `id` (or the newest when null) and its neighbours in the newest-first list. An id
 * not among the newest is asked for by itself: a short taken off the site is the 410 此影片已下架,
 * one that is not there the 404 找不到此影片.
 */
export async function loadShortFeed(api: ApiClient, id: number | null): Promise<ShortFeed> {
  let first: ShortData[] = [];
  for (let page = 1; page <= FEED_PAGES; page++) {
    const answer = await serverCheck(getShortsList(api, { sort: 'newest', page, per_page: PER_PAGE_MAX }));
    const data = answer.data as PageData<ShortData> | null | undefined;
    const items = data && Array.isArray(data.items) ? data.items : [];
    if (page === 1) first = items;
    const at = id === null ? 0 : items.findIndex((item) => item.id === id);
    if (at >= 0 && items[at]) {
      const start = Math.max(0, Math.min(at - 1, items.length - FEED_SHOWN));
      return { current: items[at], list: items.slice(start, start + FEED_SHOWN) };
    }
    if (id === null || items.length < PER_PAGE_MAX) break;
  }
  if (id === null) return { current: null, list: [] };
  let current: ShortData | null | undefined;
  try {
    current = ((await getShortDetail(api, { id })) as { data?: ShortData | null } | null)?.data;
  } catch (error) {
    if (errorStatus(error) === 410) throw pageError(410, contentMessages.shortGone, 'shorts');
    if (errorStatus(error) !== 404) throw error;
  }
  if (!current) throw pageError(404, contentMessages.shortNotFound, 'shorts');
  return { current, list: [current, ...first.slice(0, FEED_SHOWN - 1)] };
}

/** The `id` query of the player pages, or null (malformed ids are not videos: 404). */
export function readShortId(params: URLSearchParams): number | null {
  const id = params.get('id');
  if (id === null || id === '') return null;
  if (!ID.test(id)) throw pageError(404, contentMessages.shortNotFound, 'shorts');
  return Number(id);
}
