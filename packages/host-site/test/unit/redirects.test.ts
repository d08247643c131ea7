import { describe, expect, it } from 'vitest';
import { pageUrl } from '../../app/lib/page-url.ts';
import { findRedirect } from '../../app/lib/redirects.server.ts';

describe('server-side redirect check (docs/spec/platform.md#routes-and-overlays)', () => {
  const at = (path: string) => findRedirect(new URL(path, 'http://site.test'));

  it('follows the table: internal with the query kept, patterns, external', () => {
    expect(at('/works/list?style_id=1')).toEqual({
      location: '/works?style_id=1',
      status: 301,
      external: false,
    });
    expect(at('/company/12.html')).toEqual({ location: '/company/12', status: 301, external: false });
    expect(at('/facebook')?.external).toBe(true);
  });

  it('drops a trailing slash, never on /', () => {
    expect(at('/article/')?.location).toBe('/article');
    expect(at('/')).toBeNull();
    expect(at('/works')).toBeNull();
  });

  it('never sends a trailing-slash redirect to another origin', () => {
    // A request line `GET //evil.example/x/ HTTP/1.1` reaches the handler with this pathname.
    const url = new URL('http://site.test/');
    for (const raw of [
      '//evil.example/x/',
      '///evil.example/x/',
      '/\\evil.example/x/',
      '/%09/evil.example/',
    ]) {
      url.pathname = raw;
      const location = findRedirect(url)?.location ?? '';
      expect(new URL(location, 'http://site.test/').origin, raw).toBe('http://site.test');
      expect(location.startsWith('//'), raw).toBe(false);
    }
    url.pathname = '//evil.example/x/';
    expect(findRedirect(url)?.location).toBe('/evil.example/x');
  });
});

describe('pageUrl: the page URL of a data request', () => {
  const of = (url: string) => pageUrl(new Request(`http://site.test${url}`));

  it('strips .data, _.data and _routes', () => {
    expect(of('/works.data?_routes=root&style_id=2').href).toBe('http://site.test/works?style_id=2');
    expect(of('/works/_.data').pathname).toBe('/works/');
    expect(of('/works/1').pathname).toBe('/works/1');
  });
});
