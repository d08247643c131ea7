import { CONTENT_CONTRACTS as ALL, type AnyContract } from '@renovo/core/contracts';
import { describe, expect, it } from 'vitest';

const CONTENT_CONTRACTS: readonly AnyContract[] = ALL;

describe('every content operation documents its answers', () => {
  it('58 content operations, each with its success body (the drawn images as image/svg+xml, the shorts as video/mp4)', () => {
    expect(CONTENT_CONTRACTS).toHaveLength(58);
    const svg = CONTENT_CONTRACTS.filter((c) => c.contentType);
    expect(svg.map((c) => `${c.method} ${c.path} ${c.contentType}`)).toEqual([
      'GET /media/videos/{file} video/mp4',
      'GET /media/{kind}/{file} image/svg+xml',
    ]);
  });

  it('an operation with an id in its path documents the 422 of a bad id and the 404 of a missing one', () => {
    const withId = CONTENT_CONTRACTS.filter((c) => c.path.includes('{id}'));
    expect(withId.map((c) => c.path)).toEqual([
      '/hyperf/works/{id}/detail_recommend_works',
      '/v1/article/{id}/may_like',
      '/v1/shorts/{id}',
      '/hyperf/short_videos/{id}/play_video',
      '/api/ratings/{id}',
    ]);
    for (const contract of withId) {
      expect(Object.keys(contract.responseSchemas), contract.path).toEqual(
        expect.arrayContaining(['404', '422']),
      );
    }
  });

  it('a POST that needs a login documents 401 and the 403 of a foreign-origin cookie', () => {
    const members = CONTENT_CONTRACTS.filter((c) => c.method === 'POST' && c.auth === 'bearer');
    expect(members).toHaveLength(4);
    for (const contract of members) {
      expect(Object.keys(contract.responseSchemas), contract.path).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    }
  });
});
