/**
 * The drawn images (`/media/{kind}/{file}.svg`): rooms by space and style, floor plans,
 * construction photos, logos, avatars, posters, banners and video slideshows. Drawn on request
 * from the URL alone and cached for a year (`immutable`: a URL never changes its picture).
 */
import { mediaContract } from '@renovo/core/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { renderMedia } from '../../services/images/index.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';

/** Headers of every drawn image. */
const MEDIA_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/** The media routes. */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  route(app, mediaContract, (c, { params }) => {
    const svg = renderMedia(params.kind, params.file);
    if (!svg) fail(404, CONTENT_MESSAGES.imageNotFound);
    return c.body(svg, 200, MEDIA_HEADERS);
  });
  return app;
}
