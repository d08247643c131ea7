/**
 * `/shorts?id=` (doc 1 §2): the short-video player — the video (the newest without an id), what
 * it shows and who made it, the previous and next videos, more videos, and the quote entry.
 * An id that is not a video is the 404 找不到此影片.
 */
import { shortsMessages } from '@renovo/core';
import { useId } from 'react';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { ShortCard } from '../components/shorts/short-card.tsx';
import { ShortInfo } from '../components/shorts/short-info.tsx';
import { ShortNeighbours } from '../components/shorts/short-neighbours.tsx';
import { ShortPlayer } from '../components/shorts/short-player.tsx';
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

/** The player page. */
export default function ShortsPlayer({ loaderData }: Route.ComponentProps) {
  const { current, list } = loaderData;
  const moreId = useId();
  if (!current) {
    return (
      <div className="container shorts-page">
        <h1 className="page-heading">{shortsMessages.listTitle}</h1>
        <p>{shortsMessages.empty}</p>
      </div>
    );
  }
  return (
    <div className="container shorts-page">
      <div className="shorts-page__stage">
        <ShortPlayer key={current.id} short={current} />
        <div className="shorts-page__side">
          <ShortInfo short={current} />
          <ShortNeighbours list={list} currentId={current.id} playerPath="/shorts" />
          <a className="shorts-page__all" href="/shorts/list">
            {shortsMessages.allShorts}
          </a>
        </div>
      </div>
      <section className="shorts-page__more" aria-labelledby={moreId}>
        <h2 id={moreId}>{shortsMessages.more}</h2>
        <ul className="short-grid">
          {list.map((short) => (
            <li key={short.id}>
              <ShortCard short={short} current={short.id === current.id} />
            </li>
          ))}
        </ul>
      </section>
      <div className="shorts-page__quote">
        <QuoteEntry module="shorts" type="short" resourceId={current.id} />
      </div>
    </div>
  );
}
