/**
 * Every image the site's catalogue names (the banners of every page, the popboxes) is one the
 * server draws: a style and a space of core's lists, so no slide of the home carousel shows a
 * broken picture (a banner once named style 9, which does not exist: 404).
 */
import { describe, expect, it } from 'vitest';
import { renderMedia } from '../../services/images/index.ts';
import { MEDIA_PREFIX } from '../../services/images/urls.ts';
import { BANNERS, POPBOXES } from './site.ts';

/** The `/media/{kind}/{file}` URLs of every string in `value`. */
function mediaUrls(value: unknown): string[] {
  const text = JSON.stringify(value);
  return [...text.matchAll(new RegExp(`${MEDIA_PREFIX}/[a-z]+/[^"]+`, 'g'))].map((m) => m[0]);
}

describe('every catalogue image is drawn', () => {
  it('each banner and popbox image URL renders an SVG', () => {
    const urls = mediaUrls([BANNERS, POPBOXES]);
    expect(urls.length).toBeGreaterThanOrEqual(2 * BANNERS.length);
    const broken = urls.filter((url) => {
      const [kind, file] = url.slice(MEDIA_PREFIX.length + 1).split('/');
      return renderMedia(kind!, file!) === null;
    });
    expect(broken).toEqual([]);
  });
});
