/**
 * `/user/collect` — My Favourites (docs/spec/platform.md#routes-and-overlays): the works and articles the
 * member collected, with
 * 取消收藏 on each. Login required: a visitor sees why and the login sheet opens; once logged in
 * the list loads in place. A design company has no favourites (設計公司暫未開通此功能).
 */
import { collectMessages, favouriteMessages, format } from '@renovo/core';
import { useEffect } from 'react';
import { CollectCard } from '../components/article/collect-list.tsx';
import { FilterChip } from '../components/article/filter-chip.tsx';
import { Pagination } from '../components/works/pagination.tsx';
import { apiFor, cookiesFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import { openLoginSheet } from '../lib/widgets.ts';
import type { Route } from './+types/user.collect';
import { type CollectKind, loadCollects } from './user.collect.server.ts';

/** No main nav item is active on the user centre. */
export const handle: RouteHandle = { navKey: 'user' };

function kindOf(value: string | null): CollectKind {
  return value === 'article' ? 'article' : 'work';
}

function href(kind: CollectKind, page = 1): string {
  const params = new URLSearchParams();
  if (kind !== 'work') params.set('type', kind);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/user/collect?${search}` : '/user/collect';
}

/** The visitor's favourites of the chosen kind. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const kind = kindOf(params.get('type'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const collects = await loadCollects(apiFor(context, request), cookiesFor(context, request), kind, page);
  return { kind, collects };
}

/** 我的收藏; a member's page, not for search engines. */
export function meta() {
  return pageMeta(favouriteMessages.myFavourites, collectMessages.description, [
    { name: 'robots', content: 'noindex' },
  ]);
}

/** My Favourites. */
export default function UserCollect({ loaderData }: Route.ComponentProps) {
  const { kind, collects } = loaderData;
  const needsLogin = collects.state === 'login';

  useEffect(() => {
    if (needsLogin) void openLoginSheet({ resourceType: 'collect' });
  }, [needsLogin]);

  return (
    <div className="container user-collect">
      <h1 className="page-heading">{favouriteMessages.myFavourites}</h1>
      {collects.state === 'login' ? (
        <div className="user-collect__notice">
          <p>{collectMessages.loginFirst}</p>
          <button
            type="button"
            className="button"
            onClick={() => void openLoginSheet({ resourceType: 'collect' })}
          >
            {collectMessages.login}
          </button>
        </div>
      ) : collects.state === 'design' ? (
        <p className="user-collect__notice">{favouriteMessages.designBlocked}</p>
      ) : collects.state === 'error' ? (
        <p className="user-collect__notice" role="alert">
          {collectMessages.loadFailed}
        </p>
      ) : (
        <>
          <nav aria-label={collectMessages.tabsLabel}>
            <ul className="filter-chips user-collect__tabs">
              <FilterChip href={href('work')} current={kind === 'work'}>
                {collectMessages.works}
              </FilterChip>
              <FilterChip href={href('article')} current={kind === 'article'}>
                {collectMessages.articles}
              </FilterChip>
            </ul>
          </nav>
          <p className="user-collect__count">{format(collectMessages.count, { n: collects.total })}</p>
          {collects.items.length === 0 ? (
            <div className="user-collect__notice">
              <p>{kind === 'work' ? collectMessages.emptyWorks : collectMessages.emptyArticles}</p>
              <a className="button button--ghost" href={kind === 'work' ? '/works' : '/article'}>
                {kind === 'work' ? collectMessages.browseWorks : collectMessages.browseArticles}
              </a>
            </div>
          ) : (
            <ul className="collect-grid">
              {collects.items.map((entry) => (
                <CollectCard key={`${entry.kind}-${entry.id}`} entry={entry} />
              ))}
            </ul>
          )}
          <Pagination
            page={collects.page}
            perPage={collects.perPage}
            total={collects.total}
            hrefFor={(page) => href(kind, page)}
          />
        </>
      )}
    </div>
  );
}
