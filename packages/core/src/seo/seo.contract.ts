/**
 * Search engines and sharing: `robots.txt`, the sitemap index and its child sitemaps
 * (works, articles, companies, shorts; 50,000 URLs each at most), and the 1200 × 630 PNG share
 * images (`og:image`) rendered from the drawn SVG images.
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { robotsRoute, shareImageRoute, sitemapIndexRoute, sitemapRoute } from './seo.routes.ts';

/** GET /robots.txt. */
export const robotsContract = defineContract(robotsRoute, {
  id: 'getRobots',
  tag: 'seo',
  summary:
    'robots.txt: every crawler may read the pages and images, not the API, the console, the development routes or the member pages; names the sitemap index',
  response: z.string(),
  contentType: 'text/plain',
});

/** GET /sitemap.xml. */
export const sitemapIndexContract = defineContract(sitemapIndexRoute, {
  id: 'getSitemapIndex',
  tag: 'seo',
  summary:
    'The sitemap index: one child sitemap per 50,000 works, articles, companies and shorts the database holds, each with its lastmod; absolute URLs on SITE_ORIGIN (else the request origin, X-Forwarded-Proto/Host behind TRUST_PROXY)',
  response: z.string(),
  contentType: 'application/xml',
});

/** GET /sitemaps/{file}. */
export const sitemapContract = defineContract(sitemapRoute, {
  id: 'getSitemap',
  tag: 'seo',
  summary:
    'A child sitemap: `{works|articles|companies|shorts}-{n}.xml`, the n-th 50,000 pages of that kind by id, each with its lastmod; 404 for any other name or a page past the last',
  params: z.object({ file: z.string() }),
  example: { params: { file: 'works-1.xml' } },
  response: z.string(),
  contentType: 'application/xml',
  errors: [404],
});

/** GET /media/share/{kind}/{file}. */
export const shareImageContract = defineContract(shareImageRoute, {
  id: 'getShareImage',
  tag: 'media',
  summary:
    'A 1200 × 630 PNG share image (og:image) of a drawn image: `/media/share/photos/12-1-42.png` frames `/media/photos/12-1-42.svg` with the site name; `/media/share/site/default.png` is the site card. Cached a year (immutable); 404 when the URL names no image',
  params: z.object({ kind: z.string(), file: z.string() }),
  example: { params: { kind: 'photos', file: '12-1-42.png' } },
  response: z.string(),
  contentType: 'image/png',
  errors: [404],
});

/** The search-engine and sharing contracts. */
export const SEO_CONTRACTS = [
  robotsContract,
  sitemapIndexContract,
  sitemapContract,
  shareImageContract,
] as const;
