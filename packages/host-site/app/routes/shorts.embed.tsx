/**
 * `/shorts/embed?id=` (docs/spec/platform.md#routes-and-overlays): the short-video player for other sites'
 * iframes — no header,
 * drawer or footer, framing allowed from the partners' origins and the site (not any origin:
 * docs/spec-deviations.md), links to the site in a new tab. The
 * canonical page of the video is `/shorts?id=`.
 */
import { shortsMessages } from '@renovo/core';
import { ShortInfo } from '../components/shorts/short-info.tsx';
import { ShortNeighbours } from '../components/shorts/short-neighbours.tsx';
import { ShortPlayer } from '../components/shorts/short-player.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/shorts.embed';
import { loadShortFeed, readShortId } from './shorts.server.ts';
import './shorts.embed.css';

/** Minimal chrome: the layout renders the content only. */
/** Bare (framed by partners); its canonical page is the player `/shorts?id=`. */
export const handle: RouteHandle = {
  chrome: 'none',
  navKey: 'shorts',
  canonicalPath: '/shorts',
  canonicalQuery: ['id'],
};

/**
 * Cached briefly like any list. Framing: the site handler's CSP lets the site and the partners'
 * origins frame this page (`FRAMEABLE_PATHS` in lib/security-headers.server.ts), no one else.
 */
export function headers() {
  return { 'Cache-Control': 'public, max-age=60' };
}

/** The video and its neighbours. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = readShortId(new URL(request.url).searchParams);
  return loadShortFeed(apiFor(context, request), id);
}

/** The video's title, not indexed (the player page is the canonical one). */
export function meta({ loaderData }: Route.MetaArgs) {
  const short = loaderData?.current;
  const extra = [{ name: 'robots', content: 'noindex' }];
  if (!short) return pageMeta(shortsMessages.listTitle, shortsMessages.listDescription, extra);
  return pageMeta(short.title, short.description || shortsMessages.listDescription, extra);
}

/** The embeddable player. */
export default function ShortsEmbed({ loaderData }: Route.ComponentProps) {
  const { current, list } = loaderData;
  if (!current) {
    return (
      <div className="shorts-embed">
        <h1 className="shorts-embed__empty">{shortsMessages.empty}</h1>
      </div>
    );
  }
  return (
    <div className="shorts-embed">
      <ShortPlayer key={current.id} short={current} />
      <ShortInfo short={current} external />
      <ShortNeighbours list={list} currentId={current.id} playerPath="/shorts/embed" />
      <a className="shorts-embed__site" href={`/shorts?id=${current.id}`} target="_blank" rel="noopener">
        {shortsMessages.watchOnSite}
      </a>
    </div>
  );
}
