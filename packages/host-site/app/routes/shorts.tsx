/**
 * `/shorts?id=` (docs/spec/platform.md#routes-and-overlays): the short-video feed — the video (the newest
 * without an
 * id) on a full screen, the next ones below it one swipe each (components/shorts/short-feed.tsx),
 * then the video's text, the previous and next videos and the quote entry.
 * An id that is not a video is the 404 找不到此影片.
 */
import { shortsMessages } from '@renovo/core';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { ShortFeed } from '../components/shorts/short-feed.tsx';
import { ShortNeighbours } from '../components/shorts/short-neighbours.tsx';
import type { ShortData } from '../components/shorts/short-types.ts';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { ldJson, originOf, pageMeta, shareImageMeta, shareImageUrl } from '../lib/seo.ts';
import { videoLd } from '../lib/structured-data.ts';
import type { Route } from './+types/shorts';
import { loadShortFeed, readShortId } from './shorts.server.ts';
import './shorts.css';

/** The header marks the shorts item. */
export const handle: RouteHandle = {
  navKey: 'shorts',
  canonicalQuery: ['id'],
  crumb: (data) => (data as { current?: { title: string } | null } | undefined)?.current?.title,
};

/** The video and the videos around it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = readShortId(new URL(request.url).searchParams);
  return loadShortFeed(apiFor(context, request), id);
}

/** The video's title and text. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const short = loaderData?.current;
  if (!short) return pageMeta(shortsMessages.listTitle, shortsMessages.listDescription);
  const origin = originOf(matches);
  return pageMeta(short.title, short.description || shortsMessages.listDescription, [
    ...shareImageMeta(origin, short.poster),
    ldJson(videoLd(origin, short, shareImageUrl(origin, short.poster))),
  ]);
}

/** The feed, from the video asked for on (then round to the ones before it). */
function feedOf(current: ShortData, list: ShortData[]): ShortData[] {
  const at = list.findIndex((short) => short.id === current.id);
  return at < 0 ? [current, ...list] : [...list.slice(at), ...list.slice(0, at)];
}

/** The feed page. */
export default function ShortsFeed({ loaderData }: Route.ComponentProps) {
  const { current, list } = loaderData;
  if (!current) {
    return (
      <div className="container shorts-page">
        <h1 className="page-heading">{shortsMessages.listTitle}</h1>
        <p>{shortsMessages.empty}</p>
      </div>
    );
  }
  return (
    <div className="shorts-page">
      <ShortFeed shorts={feedOf(current, list)} />
      <div className="container shorts-page__after">
        <p className="shorts-page__text">{current.description}</p>
        <ShortNeighbours list={list} currentId={current.id} playerPath="/shorts" />
        <a className="shorts-page__all" href="/shorts/list">
          {shortsMessages.allShorts}
        </a>
        <div className="shorts-page__quote">
          <QuoteEntry module="shorts" type="short" resourceId={current.id} />
        </div>
      </div>
    </div>
  );
}
