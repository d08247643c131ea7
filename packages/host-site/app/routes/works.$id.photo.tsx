/** `/works/{id}/photo`: every photo of a work, large, by space (floor plans stay out of the viewer). */
import { format, worksMessages } from '@renovo/core';
import { WorkPhotoFeed } from '../components/works/work-photo-feed.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { originOf, pageMeta, shareImageMeta } from '../lib/seo.ts';
import type { Route } from './+types/works.$id.photo';
import { loadWorkDetail } from './works.server.ts';
import { validateWorkParams, workParams } from './works-params.ts';
import { describeWork } from './works-seo.ts';

/** Route validation (docs/spec/platform.md#routes-and-overlays): numeric ids only. */
export const validate = validateWorkParams;

/** The header marks the works item. */
export const handle: RouteHandle = { navKey: 'works' };

/** The work (a missing work is the works-detail 404). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id } = await workParams({ request, params });
  return { work: await loadWorkDetail(apiFor(context, request), id) };
}

/** Title and description. */
export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(null);
  return pageMeta(
    format(worksMessages.allPhotosTitle, { work: data.work.title }),
    describeWork(data.work),
    shareImageMeta(originOf(matches), data.work.cover),
  );
}

/** The photo feed. */
export default function WorkPhotos({ loaderData }: Route.ComponentProps) {
  return <WorkPhotoFeed key={loaderData.work.id} work={loaderData.work} />;
}
