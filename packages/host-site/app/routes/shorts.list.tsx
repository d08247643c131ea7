/**
 * `/shorts/list` (docs/spec/platform.md#routes-and-overlays): the short videos, by decoration-guide category,
 * newest or most
 * played first, paged; each opens the player at that video.
 */
import { format, shortsMessages } from '@renovo/core';
import { FilterChip as Chip } from '../components/article/filter-chip.tsx';
import { ShortCard } from '../components/shorts/short-card.tsx';
import { Pagination } from '../components/works/pagination.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/shorts.list';
import { loadArticleLabels } from './article.server.ts';
import { loadShortsPage, readShortsQuery, type ShortsQuery } from './shorts.server.ts';
import './shorts.list.css';

/** The header marks the shorts item. */
export const handle: RouteHandle = { navKey: 'shorts' };

/** The link of the list with some of the query changed (the page resets unless given). */
function listHref(query: ShortsQuery, change: Partial<ShortsQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.category !== null) params.set('category', String(next.category));
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `/shorts/list?${search}` : '/shorts/list';
}

/** The page of videos and the categories. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readShortsQuery(new URL(request.url).searchParams);
  const api = apiFor(context, request);
  const [list, labels] = await Promise.all([loadShortsPage(api, query), loadArticleLabels(api)]);
  const categories = labels.map(({ id, name }) => ({ id, name }));
  return {
    query,
    list,
    categories,
    categoryName: categories.find((c) => c.id === query.category)?.name ?? null,
  };
}

/** Title and description. */
export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.categoryName;
  return pageMeta(
    name ? format(shortsMessages.listTitleOf, { name }) : shortsMessages.listTitle,
    shortsMessages.listDescription,
  );
}

/** The list. */
export default function ShortsList({ loaderData }: Route.ComponentProps) {
  const { query, list, categories, categoryName } = loaderData;
  return (
    <div className="container shorts-list">
      <h1 className="page-heading">
        {categoryName ? format(shortsMessages.listTitleOf, { name: categoryName }) : shortsMessages.listTitle}
      </h1>
      <p className="shorts-list__lead">{shortsMessages.listDescription}</p>
      <nav aria-label={shortsMessages.categoriesLabel}>
        <ul className="filter-chips shorts-list__chips">
          <Chip href={listHref(query, { category: null })} current={query.category === null}>
            {shortsMessages.allCategories}
          </Chip>
          {categories.map((category) => (
            <Chip
              key={category.id}
              href={listHref(query, { category: category.id })}
              current={query.category === category.id}
            >
              {category.name}
            </Chip>
          ))}
        </ul>
      </nav>
      <nav aria-label={shortsMessages.sortLabel}>
        <ul className="filter-chips filter-chips--minor shorts-list__chips--sort">
          <Chip href={listHref(query, { sort: 'newest' })} current={query.sort === 'newest'}>
            {shortsMessages.sortNewest}
          </Chip>
          <Chip href={listHref(query, { sort: 'popular' })} current={query.sort === 'popular'}>
            {shortsMessages.sortPopular}
          </Chip>
        </ul>
      </nav>
      {list.items.length === 0 ? (
        <p className="shorts-list__empty">{shortsMessages.empty}</p>
      ) : (
        <ul className="short-grid">
          {list.items.map((short, index) => (
            <li key={short.id}>
              <ShortCard short={short} priority={index < 2} level={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        perPage={list.per_page}
        total={list.total}
        hrefFor={(page) => listHref(query, { page })}
      />
    </div>
  );
}
