/**
 * The viewer's download records the image with POST /api/images/save (docs/spec/platform.md#calls): a work's
 * photo
 * by its image id, an article's photo by its URL, and a work's photo shown in an article as the
 * work's, by its URL (the server finds a work image by id or URL, an article's only by URL).
 */
import { describe, expect, it } from 'vitest';
import { imageSaveBody } from '../../app/components/image-viewer/image-file.ts';

describe('the save request names the image', () => {
  it("a work's photo by its image id", () => {
    expect(imageSaveBody({ type: 'work', id: 7 }, { id: 41, url: '/media/works/41.svg', alt: '' })).toEqual({
      source_type: 'work',
      source_id: 7,
      image_id: 41,
    });
  });

  it("an article's photo by its URL", () => {
    expect(
      imageSaveBody({ type: 'article', id: 93 }, { id: 'a-0', url: 'https://x.test/media/a/1.svg', alt: '' }),
    ).toEqual({ source_type: 'article', source_id: 93, url: 'https://x.test/media/a/1.svg' });
  });

  it("a work's photo inside an article as the work's, by its URL", () => {
    const image = {
      id: '12-3',
      url: '/media/works/9.svg',
      alt: '',
      source: { type: 'work', id: 12 },
    } as const;
    expect(imageSaveBody({ type: 'article', id: 93 }, image)).toEqual({
      source_type: 'work',
      source_id: 12,
      url: '/media/works/9.svg',
    });
  });

  it('a work image without a numeric id by its URL', () => {
    expect(imageSaveBody({ type: 'work', id: 7 }, { id: 'x', url: '/media/works/x.svg', alt: '' })).toEqual({
      source_type: 'work',
      source_id: 7,
      url: '/media/works/x.svg',
    });
  });
});
