/**
 * An uploaded photo as the site renders it (docs/spec/console.md#media-library): a `<picture>`
 * with one `<source>` per format (best first, PHOTO_FORMATS' order), each a `srcset` of the
 * widths made, a JPEG fallback, and the original's width and height so the page reserves its
 * box before the bytes arrive (no layout shift). Drawn demo images stay plain URLs.
 */
import { z } from 'zod';
import type { PHOTO_FORMATS } from './media-facts.ts';

/** The media type a browser is told for each served format. */
export const PHOTO_MEDIA_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
} as const satisfies Record<(typeof PHOTO_FORMATS)[number], string>;

/** An uploaded photo for a `<picture>`. */
export const PictureSchema = z.object({
  /** The widest JPEG: the `<img>`'s `src`. */
  src: z.string(),
  /** The photo's width and height in pixels (its aspect ratio reserves the box). */
  width: z.int().min(1),
  height: z.int().min(1),
  /** One per format, best first: `srcset` lists every width made (`url 640w, url 1280w`). */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  /** The dominant colour (`#rrggbb`) shown while the photo loads. */
  color: z.string(),
});
/** An uploaded photo for a `<picture>`. */
export type Picture = z.infer<typeof PictureSchema>;
