/**
 * Search engines and sharing: `GET /robots.txt`, `GET /sitemap.xml` (the index),
 * `GET /sitemaps/{kind}-{n}.xml` and the PNG share images `GET /media/share/{kind}/{file}`.
 * Absolute URLs are on the site's public origin (`siteOrigin`).
 */
import {
  robotsContract,
  shareImageContract,
  sitemapContract,
  sitemapIndexContract,
} from '@renovo/core/contracts';
import { Hono } from 'hono';
import { CONTENT_MESSAGES } from '../content/shared/messages.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { fail } from '../lib/errors.ts';
import { renderShareImage } from './share-images.ts';
import { siteOrigin } from './site-origin.ts';
import {
  parseSitemapFile,
  SITEMAP_MAX_URLS,
  sitemapChunks,
  sitemapEntries,
  sitemapIndexXml,
  sitemapXml,
} from './sitemap.ts';

/** Paths no crawler needs: the API, the console, development routes and member-only pages. */
const DISALLOWED = [
  '/v1/',
  '/api/',
  '/hyperf/',
  '/dev/',
  '/console',
  '/embed/',
  '/user/',
  '/login',
  '/user-login',
  '/privacy/my-data',
  '/decorationfrom/result',
  '/style-test/result',
  '/shorts/embed',
];

/** robots.txt of an origin. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Sitemaps change with the content: crawlers may keep them an hour. */
const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
} as const;

/** Options of {@link seoRoutes}. */
export interface SeoRoutesOptions {
  /** URLs per child sitemap (tests make it small). */
  sitemapSize?: number;
}

/** The routes. */
export function seoRoutes(options: SeoRoutesOptions = {}) {
  const size = options.sitemapSize ?? SITEMAP_MAX_URLS;
  const app = new Hono<AppEnv>();
  route(app, robotsContract, (c) =>
    c.body(robotsTxt(siteOrigin(c)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  route(app, sitemapIndexContract, async (c) => {
    const chunks = await sitemapChunks(c.get('deps').db, size);
    return c.body(sitemapIndexXml(siteOrigin(c), chunks), 200, XML_HEADERS);
  });
  route(app, sitemapContract, async (c, { params }) => {
    const file = parseSitemapFile(params.file);
    const entries = file ? await sitemapEntries(c.get('deps').db, file.kind, file.page, size) : [];
    if (entries.length === 0) fail(404, CONTENT_MESSAGES.sitemapNotFound);
    return c.body(sitemapXml(siteOrigin(c), entries), 200, XML_HEADERS);
  });
  route(app, shareImageContract, async (c, { params }) => {
    const png = await renderShareImage(params.kind, params.file);
    if (!png) fail(404, CONTENT_MESSAGES.imageNotFound);
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return app;
}
