import { describe, expect, it, vi } from 'vitest';
import { createDocumentCookies } from './browser.ts';

/** A document whose `cookie` reads are counted, with or without a Cookie Store. */
function fakeDocument(header: string, store?: { getAll(): Promise<{ name: string; value: string }[]> }) {
  let cookie = header;
  const reads = vi.fn(() => cookie);
  const doc = {
    get cookie() {
      return reads();
    },
    set cookie(value: string) {
      cookie = `${cookie}; ${value.split(';')[0]}`;
    },
    defaultView: store ? { cookieStore: store } : {},
  };
  return { doc: doc as unknown as Document, reads };
}

describe('The document cookie jar', () => {
  it('get decodes names and values, keeps bad percent-encoding as it is, and knows no inherited names', () => {
    const { doc } = fakeDocument('a%20b=%E8%87%BA; bad=%E8%87; location=3');
    const jar = createDocumentCookies(doc);
    expect(jar.get('a b')).toBe('臺');
    expect(jar.get('bad')).toBe('%E8%87');
    expect(jar.get('location')).toBe('3');
    expect(jar.get('toString')).toBeUndefined();
  });

  it('readAll parses document.cookie once where the page has no Cookie Store (plain-http pages)', async () => {
    const { doc, reads } = fakeDocument('token=t-1; region=1');
    const all = await createDocumentCookies(doc).readAll();
    expect({ ...all }).toEqual({ token: 't-1', region: '1' });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('readAll asks the Cookie Store and never reads document.cookie, which would block the page', async () => {
    const getAll = vi.fn(async () => [
      { name: 'token', value: 't-2' },
      { name: 'location', value: '%E8%87%BA%E5%8C%97' },
    ]);
    const { doc, reads } = fakeDocument('token=stale', { getAll });
    const all = await createDocumentCookies(doc).readAll();
    expect({ ...all }).toEqual({ token: 't-2', location: '臺北' });
    expect(reads).not.toHaveBeenCalled();
  });

  it('a cookie the jar wrote or removed is in the next read even before the store shows it', async () => {
    let listed = [{ name: 'token', value: 'old' }];
    const { doc } = fakeDocument('', { getAll: async () => listed });
    const jar = createDocumentCookies(doc);
    jar.set('token', 'new');
    jar.set('uuid', 'u-1');
    expect(await jar.readAll()).toMatchObject({ token: 'new', uuid: 'u-1' });
    // The store catches up with the token; the store's later changes are seen again.
    listed = [{ name: 'token', value: 'new' }];
    expect(await jar.readAll()).toMatchObject({ token: 'new', uuid: 'u-1' });
    listed = [{ name: 'token', value: 'from-another-tab' }];
    expect((await jar.readAll()).token).toBe('from-another-tab');
    jar.remove('token');
    expect((await jar.readAll()).token).toBe('');
  });

  it('a cookie written on an https page is Secure (a session token never goes out over http); on http it cannot be', () => {
    for (const [protocol, secure] of [
      ['https:', true],
      ['http:', false],
    ] as const) {
      const written: string[] = [];
      const doc = { location: { protocol }, defaultView: {} } as unknown as Document;
      Object.defineProperty(doc, 'cookie', { get: () => '', set: (value: string) => written.push(value) });
      const jar = createDocumentCookies(doc);
      jar.set('token', 't-1', { maxAge: 60 });
      jar.set('uuid', 'u-1');
      expect(written, protocol).toHaveLength(2);
      for (const cookie of written) {
        expect(cookie.split(';').includes('Secure'), `${protocol} ${cookie}`).toBe(secure);
        expect(cookie).toContain(';SameSite=Lax');
      }
    }
  });

  it('set writes document.cookie, so get sees the value at once', () => {
    const { doc } = fakeDocument('');
    const jar = createDocumentCookies(doc);
    jar.set('uuid', 'u-9');
    expect(jar.get('uuid')).toBe('u-9');
  });

  it('with storage blocked (document.cookie and cookieStore throw SecurityError) there are no cookies and nothing throws', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const doc = {} as Document;
    Object.defineProperty(doc, 'cookie', { get: blocked, set: blocked });
    Object.defineProperty(doc, 'defaultView', {
      value: Object.defineProperty({}, 'cookieStore', { get: blocked }),
    });
    const jar = createDocumentCookies(doc);
    expect(jar.get('token')).toBeUndefined();
    expect(() => jar.set('uuid', 'u-1')).not.toThrow();
    expect(() => jar.remove('uuid')).not.toThrow();
    expect({ ...(await jar.readAll()) }).toEqual({});
  });
});
