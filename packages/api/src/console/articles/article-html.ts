/**
 * An article body as it is stored (docs/spec/console.md#articles): sanitised with the one
 * allow-list, then every media-library image the editor placed (`<img data-media-id>`) made a
 * `<picture>` of its AVIF, WebP and JPEG variants with its width and height (no layout shift),
 * and sanitised once more. Variant URLs are stored root-relative (`/uploads/…`) and answered on
 * the media origin (content/shared/public-url.ts), so moving the media behind a CDN needs no
 * rewrite of stored articles.
 */

import { sanitizeArticleHtml } from '../../content/articles/sanitize-article-html.ts';
import type { Db } from '../../db/client.ts';
import { picturesByIds } from '../../media/picture.ts';

/** Characters of Chinese text read in a minute (the reading time shown on cards). */
const CHARS_PER_MINUTE = 300;

/** How wide an article image is laid out, for the browser's choice among the widths. */
const BODY_IMAGE_SIZES = '(max-width: 760px) 100vw, 720px';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML (tags dropped, the common entities read). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read a text (at least one). */
export function readingMinutesOf(text: string): number {
  return Math.max(1, Math.ceil(text.length / CHARS_PER_MINUTE));
}

const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/** The stored form of an editor's HTML. */
export async function storedArticleHtml(db: Db, raw: string): Promise<string> {
  // Pictures are made here and nowhere else: any the sender wrapped are unwrapped first.
  const flat = sanitizeArticleHtml(raw)
    .replace(/<\/?picture>/g, '')
    .replace(/<source\b[^>]*>/g, '');
  const ids = [...flat.matchAll(/<img\b[^>]*\bdata-media-id="(\d{1,12})"/g)].map((m) => Number(m[1]));
  const pictures = await picturesByIds(db, ids);
  const expanded = flat.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attrs: string) => {
    const id = Number(attr(attrs, 'data-media-id'));
    const picture = pictures.get(id);
    if (!picture) return tag.replace(/\sdata-media-id="[^"]*"/, '');
    const sources = picture.sources
      .map((s) => `<source type="${s.type}" srcset="${s.srcset}" sizes="${BODY_IMAGE_SIZES}" />`)
      .join('');
    const alt = attr(attrs, 'alt') ?? '';
    return `<picture>${sources}<img src="${picture.src}" alt="${alt}" width="${picture.width}" height="${picture.height}" loading="lazy" data-media-id="${id}" /></picture>`;
  });
  return sanitizeArticleHtml(expanded);
}
