import { SPACES, STYLES } from '@renovo/core/data';
import { describe, expect, it } from 'vitest';
import {
  avatarUrl,
  bannerUrl,
  constructionUrl,
  logoUrl,
  MEDIA_PREFIX,
  photoUrl,
  planUrl,
  posterUrl,
  renderMedia,
  videoUrl,
} from './index.ts';

const ids = (list: readonly { value: number | string }[]) =>
  list.flatMap((o) => (typeof o.value === 'number' ? [o.value] : []));

/** Renders the image of a media URL. */
function render(url: string): string | null {
  const [kind, file] = url.slice(MEDIA_PREFIX.length + 1).split('/');
  return renderMedia(kind!, file!);
}

describe('drawn images', () => {
  it('every space in every style draws a well-formed, script-free SVG', () => {
    for (const styleId of ids(STYLES)) {
      for (const spaceId of ids(SPACES)) {
        const svg = render(photoUrl(styleId, spaceId, styleId * 100 + spaceId));
        expect(svg, `${styleId}/${spaceId}`).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s,
        );
        expect(svg!.length).toBeLessThan(40_000);
        expect(svg).not.toMatch(/<script|\son[a-z]+=|javascript:|href=/i);
      }
    }
  });

  it('the same URL draws the same picture; another seed another one', () => {
    expect(render(photoUrl(12, 1, 5))).toBe(render(photoUrl(12, 1, 5)));
    expect(render(photoUrl(12, 1, 6))).not.toBe(render(photoUrl(12, 1, 5)));
  });

  it('plans, construction photos, logos, avatars, posters, banners and videos draw', () => {
    for (const url of [
      planUrl(3, 2, 2, 9),
      constructionUrl(22, 0, 9),
      constructionUrl(22, 6, 9),
      logoUrl(4, '木光'),
      avatarUrl(4, '陳'),
      posterUrl(13, 5, 9),
      bannerUrl(6, 3, 9),
      videoUrl(2, 6, 9),
    ]) {
      expect(render(url), url).toMatch(/^<svg/);
    }
    expect(render(planUrl(3, 2, 2, 9))).toContain('3房2廳2衛');
    expect(render(videoUrl(2, 6, 9))).toContain('<animate');
  });

  it('what names no image is null (the route answers 404)', () => {
    for (const [kind, file] of [
      ['photos', '99-1-1.svg'],
      ['photos', '12-7-1.svg'],
      ['photos', '12-1.svg'],
      ['photos', '12-1-99999999999.svg'],
      ['plans', '9-1-1-1.svg'],
      ['construction', '12-7-1.svg'],
      ['logos', '1-<b>.svg'],
      ['logos', '1-木光設計.svg'],
      ['avatars', '1-.svg'],
      ['fonts', '1.svg'],
    ] as const) {
      expect(renderMedia(kind, file), `${kind}/${file}`).toBeNull();
    }
  });
});
