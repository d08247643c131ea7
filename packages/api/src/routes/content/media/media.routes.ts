/**
 * The drawn images (`/media/{kind}/{file}.svg`): rooms by space and style, floor plans,
 * construction photos, logos, avatars, posters, banners and video slideshows. Drawn on request
 * from the URL alone and cached for a year (`immutable`: a URL never changes its picture).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { MEDIA_KINDS, renderMedia } from '../../../services/images/index.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';

/** Headers of every drawn image. */
export const MEDIA_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened on its own runs nothing and loads nothing.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

export const mediaDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/media/{kind}/{file}',
    summary: `A drawn SVG image; kind is one of ${MEDIA_KINDS.join(', ')} (404 when the URL names none)`,
    tag: 'media',
    errors: [404],
  },
];

/** The media routes. */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/media/:kind/:file', (c) => {
    const svg = renderMedia(c.req.param('kind'), c.req.param('file'));
    if (!svg) fail(404, CONTENT_MESSAGES.imageNotFound);
    return c.body(svg, 200, MEDIA_HEADERS);
  });
  return app;
}
