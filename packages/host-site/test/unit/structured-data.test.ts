/**
 * JSON-LD cannot be broken out of: `ldScript` escapes what could end the script or
 * open a comment, and the text parses back unchanged; canonical paths keep only the parameters
 * that select what a page shows.
 */
import { describe, expect, it } from 'vitest';
import { canonicalPathOf } from '../../app/components/layout/seo-head.tsx';
import { breadcrumbLd, ldScript } from '../../app/lib/structured-data.ts';

describe('ldScript: JSON-LD is safe against </script> injection', () => {
  it('escapes <, >, & and the line separators, and parses back to the same text', () => {
    const name = '浴室</script><script>alert(1)</script><!-- & \u2028\u2029 end';
    const doc = breadcrumbLd('https://renovo.tw', [{ name, path: '/article/1' }]);
    const script = ldScript(doc);
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script)).toEqual(doc);
    expect(JSON.parse(script).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name,
      item: 'https://renovo.tw/article/1',
    });
  });
});

describe('canonical URLs keep only the parameters that name the content', () => {
  it('drops tracking parameters, keeps the declared ones, and follows canonicalPath', () => {
    expect(canonicalPathOf('/works/3', '?utm_source=line&itm_medium=nav', {})).toBe('/works/3');
    expect(canonicalPathOf('/shorts', '?utm_source=x&id=7', { canonicalQuery: ['id'] })).toBe('/shorts?id=7');
    expect(
      canonicalPathOf('/shorts/embed', '?id=7&autoplay=1', {
        canonicalPath: '/shorts',
        canonicalQuery: ['id'],
      }),
    ).toBe('/shorts?id=7');
    expect(canonicalPathOf('/shorts', '', { canonicalQuery: ['id'] })).toBe('/shorts');
  });
});
