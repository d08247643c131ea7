import { describe, expect, it } from 'vitest';
import { documentedStatuses } from '../../testing/documented-answers.ts';
import { contentDocs } from './content.routes.ts';

describe('every content operation documents its answers', () => {
  it('each JSON operation has a response schema (the drawn SVG images are not JSON)', () => {
    const missing = contentDocs.filter((d) => !d.response && d.path !== '/media/{kind}/{file}');
    expect(missing.map((d) => `${d.method} ${d.path}`)).toEqual([]);
    expect(contentDocs.filter((d) => d.response)).toHaveLength(54);
  });

  it('an operation with an id in its path documents the 422 of a bad id and the 404 of a missing one', () => {
    const withId = contentDocs.filter((d) => d.path.includes('{id}'));
    expect(withId.length).toBeGreaterThan(0);
    for (const doc of withId) {
      expect([...documentedStatuses(doc)], doc.path).toEqual(expect.arrayContaining([404, 422]));
    }
  });

  it('a POST that needs a login documents 401 and the 403 of a foreign-origin cookie', () => {
    const members = contentDocs.filter((d) => d.method === 'post' && d.auth === 'required');
    expect(members.length).toBe(4);
    for (const doc of members) {
      expect([...documentedStatuses(doc)], doc.path).toEqual(expect.arrayContaining([401, 403]));
    }
  });
});
