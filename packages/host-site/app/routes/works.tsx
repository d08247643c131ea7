/**
 * `/works`: every design work, filtered by style, space, housing type, budget, area and region
 * (docs/spec/quotes.md#entities), sorted newest or popular, 20 a page; filters, sort and page live in the
 * URL.
 */
import { worksMessages } from '@renovo/core';
import { WorksListView } from '../components/works/works-list-view.tsx';
import { activeFilterLabels, readWorksQuery } from '../components/works/works-query.ts';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/works';
import { loadWorksList } from './works.server.ts';

/** The header marks the works item. */
export const handle: RouteHandle = { navKey: 'works' };

/** The page of works the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readWorksQuery(new URL(request.url).searchParams);
  const list = await loadWorksList(apiFor(context, request), query, 'all');
  return { query, list };
}

/** Title and description; the title names the filters that are set. */
export function meta({ loaderData: data }: Route.MetaArgs) {
  const filters = data ? activeFilterLabels(data.query) : [];
  const name =
    filters.length > 0 ? `${filters.join('・')}${worksMessages.listTitle}` : worksMessages.listTitle;
  return pageMeta(name, worksMessages.listDescription);
}

/** The works list. */
export default function Works({ loaderData }: Route.ComponentProps) {
  return (
    <WorksListView
      path="/works"
      title={worksMessages.listTitle}
      intro={worksMessages.listDescription}
      query={loaderData.query}
      list={loaderData.list}
    />
  );
}
