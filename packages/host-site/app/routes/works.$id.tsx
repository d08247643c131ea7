/**
 * `/works/{id}`: the work detail (docs/spec/platform.md#routes-and-overlays, docs/spec/session.md#entities).
 * Page name work_detail, popup module
 * work_detail_auto_popbox, resource type work; a missing work is the 404
 * '抱歉！您訪問的作品已不存在……'; `/works/{id}.html` is redirected to `/works/{id}`.
 */

import { useViewerRole } from '../components/works/use-viewer-role.ts';
import { WorkDetailView } from '../components/works/work-detail-view.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { ldJson, originOf, pageMeta, shareImageMeta, shareImageUrl } from '../lib/seo.ts';
import { workLd } from '../lib/structured-data.ts';
import type { Route } from './+types/works.$id';
import { loadWorkPage } from './works.server.ts';
import { redirectHtmlSuffix, validateWorkParams, workParams } from './works-params.ts';
import { describeWork } from './works-seo.ts';

/** Route validation (docs/spec/platform.md#routes-and-overlays): numeric ids only. */
export const validate = validateWorkParams;

/** The header marks the works item. */
export const handle: RouteHandle = {
  navKey: 'works',
  crumb: (data) => (data as { work?: { title: string } } | undefined)?.work?.title,
};

/** The work with its previous/next, recommended works and videos. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  redirectHtmlSuffix(request);
  const { id } = await workParams({ request, params });
  return loadWorkPage(apiFor(context, request), id);
}

/** The work's title, description and cover. */
export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(null);
  const origin = originOf(matches);
  return pageMeta(data.work.title, describeWork(data.work), [
    ...shareImageMeta(origin, data.work.cover),
    ldJson(workLd(origin, data.work, shareImageUrl(origin, data.work.cover))),
  ]);
}

/** The work detail page. */
export default function WorkDetail({ loaderData }: Route.ComponentProps) {
  const role = useViewerRole();
  return (
    <WorkDetailView
      key={loaderData.work.id}
      work={loaderData.work}
      neighbours={loaderData.prevNext}
      recommended={loaderData.recommended}
      sameQuotation={loaderData.sameQuotation}
      sameLayout={loaderData.sameLayout}
      videos={loaderData.videos}
      role={role}
    />
  );
}
