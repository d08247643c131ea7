/**
 * Share images: LINE and Facebook preview no SVG, so each drawn image
 * (`/media/{kind}/{name}.svg`) has a 1200 × 630 PNG twin at `/media/share/{kind}/{name}.png`
 * that the server renders; pages name it in `og:image`.
 *
 * @example shareImagePath('http://x.tw/media/photos/12-1-42.svg') // '/media/share/photos/12-1-42.png'
 */

/** Size and type of every share image (the Open Graph recommendation, 1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** Drawn kinds a share image may frame. */
export const SHARE_IMAGE_KINDS: readonly string[] = [
  'photos',
  'posters',
  'banners',
  'plans',
  'construction',
  'logos',
  'avatars',
];

/** The site card, for a page whose image is not a drawn one. */
export const SITE_SHARE_IMAGE_PATH = '/media/share/site/default.png';

/** The share image path of a drawn image's URL (absolute or root-relative), else the site card's. */
export function shareImagePath(imageUrl: string | null | undefined): string {
  const match = /\/media\/([a-z]+)\/([^/?#]+)\.svg$/.exec(imageUrl ?? '');
  return match && SHARE_IMAGE_KINDS.includes(match[1]!)
    ? `/media/share/${match[1]}/${match[2]}.png`
    : SITE_SHARE_IMAGE_PATH;
}
