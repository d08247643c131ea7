/**
 * `/works/{id}/{pid}`: the work detail's variant for one photo (docs/spec/platform.md#routes-and-overlays):
 * the photo with its
 * space, its neighbours and the way back to the work. A photo the work does not have is a 404.
 */
import { format, worksMessages } from '@renovo/core';
import { findPhoto } from '../components/works/photo-lists.ts';
import { WorkPhotoView } from '../components/works/work-photo-view.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { notFoundError } from '../lib/route-validation.ts';
import { originOf, pageMeta, shareImageMeta } from '../lib/seo.ts';
import type { Route } from './+types/works.$id.$pid';
import { loadWorkDetail } from './works.server.ts';
import { validateWorkParams, workParams } from './works-params.ts';
import { describeWork } from './works-seo.ts';

/** Route validation (docs/spec/platform.md#routes-and-overlays): numeric ids only. */
export const validate = validateWorkParams;

/** The header marks the works item. */
export const handle: RouteHandle = { navKey: 'works' };

/** The work and the place of the photo in it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id, pid } = await workParams({ request, params });
  const work = await loadWorkDetail(apiFor(context, request), id);
  const place = pid === undefined ? null : findPhoto(work, pid);
  if (!place) throw notFoundError(request);
  return { work, place };
}

/** The photo's title, the work's description, the photo as the share image. */
export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(null);
  const title = format(worksMessages.photoTitle, { work: data.work.title, space: data.place.image.space_cn });
  return pageMeta(title, describeWork(data.work), shareImageMeta(originOf(matches), data.place.image.url));
}

/** The photo page. */
export default function WorkPhoto({ loaderData }: Route.ComponentProps) {
  return <WorkPhotoView key={loaderData.place.image.id} work={loaderData.work} place={loaderData.place} />;
}
