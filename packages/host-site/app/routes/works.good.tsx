/**
 * `/works/good`: the represent works (docs/spec/popups-and-header.md#screens, "with a NEW tag"): works whose
 * construction is
 * documented from demolition to completion, with the same filters and sort as `/works`.
 */
import { siteMessages, worksMessages } from '@renovo/core';
import { WorksListView } from '../components/works/works-list-view.tsx';
import { activeFilterLabels, readWorksQuery } from '../components/works/works-query.ts';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/works.good';
import { loadWorksList } from './works.server.ts';

/** The header marks the represent-works item. */
export const handle: RouteHandle = { navKey: 'good' };

/** The page of represent works the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readWorksQuery(new URL(request.url).searchParams);
  const list = await loadWorksList(apiFor(context, request), query, 'represent');
  return { query, list };
}

/** Title and description. */
export function meta({ loaderData: data }: Route.MetaArgs) {
  const filters = data ? activeFilterLabels(data.query) : [];
  const name =
    filters.length > 0 ? `${filters.join('・')}${worksMessages.goodTitle}` : worksMessages.goodTitle;
  return pageMeta(name, worksMessages.goodDescription);
}

/** The represent works list. */
export default function WorksGood({ loaderData }: Route.ComponentProps) {
  return (
    <WorksListView
      path="/works/good"
      title={worksMessages.goodTitle}
      titleExtra={<span className="new-tag">{siteMessages.newTag}</span>}
      intro={worksMessages.goodDescription}
      query={loaderData.query}
      list={loaderData.list}
    />
  );
}
