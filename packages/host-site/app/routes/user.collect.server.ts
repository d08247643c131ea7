/**
 * Server side of `/user/collect` (My Favourites): who is asking, and a page of their collected
 * works or articles. The list call is `GET /v1/collects?source_type=&page=&per_page=` answering
 * `{data:{items:[{source_type, source_id, created_at, work|article}], total, page, per_page}}`.
 */
import {
  type ApiClient,
  COOKIE_NAMES,
  type CookieJar,
  collectsListRoute,
  errorStatus,
  getUserInfo,
} from '@renovo/core';
import type { ArticleCardData } from '../components/article/article-types.ts';
import type { WorkCardData } from '../components/works/work-types.ts';
import { num, recordOf, text } from '../lib/read.ts';

/** Favourites per page. */
export const COLLECTS_PER_PAGE = 24;

/** The two kinds of favourites the page lists. */
export type CollectKind = 'work' | 'article';

/** One favourite as listed. */
export type CollectItem =
  | { kind: 'work'; id: number; work: WorkCardData }
  | { kind: 'article'; id: number; article: ArticleCardData };

/** What the page shows. */
export type CollectPage =
  | { state: 'login' }
  | { state: 'design' }
  | { state: 'error' }
  | { state: 'list'; items: CollectItem[]; total: number; page: number; perPage: number };

function readItem(raw: unknown, kind: CollectKind): CollectItem | null {
  const entry = recordOf(raw);
  const card = recordOf(entry?.[kind] ?? entry?.item ?? entry?.data);
  const id = num(card, 'id', num(entry, 'source_id', Number.NaN));
  if (!card || !Number.isFinite(id) || !text(card, 'title')) return null;
  return kind === 'work'
    ? { kind, id, work: card as unknown as WorkCardData }
    : { kind, id, article: card as unknown as ArticleCardData };
}

/** The visitor's favourites of one kind; `login` when signed out, `design` for a design company. */
export async function loadCollects(
  api: ApiClient,
  cookies: CookieJar,
  kind: CollectKind,
  page: number,
): Promise<CollectPage> {
  if (!cookies.get(COOKIE_NAMES.token)) return { state: 'login' };
  const user = await getUserInfo(api).then(
    (r) => r.data ?? null,
    () => null,
  );
  if (!user?.id) return { state: 'login' };
  if (user.role === 'design') return { state: 'design' };
  try {
    const answer = await api.request<{ data?: unknown }>(collectsListRoute.path, {
      query: { source_type: kind, page, per_page: COLLECTS_PER_PAGE },
    });
    const data = recordOf(answer.data);
    const items = (Array.isArray(data?.items) ? data.items : []).flatMap((raw) => readItem(raw, kind) ?? []);
    return {
      state: 'list',
      items,
      total: num(data, 'total', items.length),
      page: num(data, 'page', page),
      perPage: num(data, 'per_page', COLLECTS_PER_PAGE),
    };
  } catch (error) {
    return errorStatus(error) === 401 ? { state: 'login' } : { state: 'error' };
  }
}
