/**
 * The embed builder's snippets and their rules (docs/spec/console.md#embed-builder): a snippet is
 * copied only with a partner, a region of the list, module and type as the widgets take them, a
 * company id of digits and the loader's release known; the script tag names the loader's pinned
 * release with its SRI hash, `crossorigin` and `data-partner`; what a user types cannot break out
 * of an attribute or a JS string; the preview address names the same element at the preview
 * origin; a partner's defaults fill the fields.
 */
import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  copyRefusal,
  type EmbedChoice,
  embedProblems,
  type LoaderRelease,
  loaderOf,
  previewUrl,
  reactSnippet,
  scriptSnippet,
  tagOf,
  withDefaults,
} from './embed-snippet.ts';

const base: EmbedChoice = {
  element: 'quote-v2',
  mode: 'popup',
  module: 'spring_sale',
  type: 'article',
  region: '4',
  company: '12',
  stopRedirect: true,
  partner: 'pk_abc-123',
};
const INTEGRITY = `sha384-${'A'.repeat(63)}+/=`;
const loader: LoaderRelease = { file: 'loader-Ab_c-123XyZ.js', integrity: INTEGRITY, version: '0.2.0' };

describe('the rules a snippet meets before it is copied', () => {
  it('copy is refused without a partner, with the reason on the partner field', () => {
    const problems = embedProblems({ ...base, partner: '' }, loader);
    expect(problems.partner).toContain('請先選擇合作夥伴');
    expect(copyRefusal(problems)).toBe(problems.partner);
    expect(copyRefusal(embedProblems(base, loader))).toBeNull();
  });

  it('a region out of the region list is refused (27, 9, 0, text), one of the list is taken', () => {
    for (const region of ['27', '9', '0', '1a', '-1']) {
      expect(embedProblems({ ...base, region }, loader).region, region).toBe('請從清單選擇縣市。');
      expect(
        attributesOf({ ...base, region }).map(([name]) => name),
        region,
      ).not.toContain('region');
    }
    expect(embedProblems({ ...base, region: '26' }, loader)).toEqual({});
    expect(embedProblems({ ...base, region: '' }, loader)).toEqual({});
  });

  it('module and type take letters, digits, _ and - only; a company id digits only', () => {
    const problems = embedProblems({ ...base, module: 'spring sale', type: '文章', company: '12a' }, loader);
    expect(Object.keys(problems).sort()).toEqual(['company', 'module', 'type']);
    expect(problems.module).toBe(problems.type);
  });

  it('copy is refused while the loader release is unknown', () => {
    expect(copyRefusal(embedProblems(base, null))).toContain('載入程式');
  });
});

describe('the loader release of the embed manifest', () => {
  it('is read from manifest.json: the pinned file, its SRI hash, the version', () => {
    const manifest = {
      version: '0.2.0',
      loader: { file: 'loader.js', integrity: INTEGRITY, pinned: loader.file },
    };
    expect(loaderOf(manifest)).toEqual(loader);
  });

  it('is refused when the file or the hash is not what a snippet may carry', () => {
    expect(loaderOf(null)).toBeNull();
    expect(loaderOf({ loader: { file: 'loader.js', integrity: INTEGRITY } })).toBeNull();
    expect(loaderOf({ loader: { pinned: 'x"><script>.js', integrity: INTEGRITY } })).toBeNull();
    expect(loaderOf({ loader: { pinned: loader.file, integrity: 'sha384-a" onload="x' } })).toBeNull();
    expect(loaderOf({ loader: { pinned: loader.file, integrity: 'sha256-abc' } })).toBeNull();
  });
});

describe('embed builder snippets', () => {
  it('the script snippet has the queue stub, the pinned loader with its SRI hash, crossorigin and data-partner, and the element', () => {
    const text = scriptSnippet('https://renovo.example', base, loader);
    expect(text).toContain(
      `<script async src="https://renovo.example/embed/v1/${loader.file}" integrity="${INTEGRITY}" crossorigin="anonymous" data-partner="pk_abc-123"></script>`,
    );
    expect(text).toContain(
      '<renovo-quote version="v2" mode="popup" module="spring_sale" type="article" region="4" company-id="12" stop-redirect></renovo-quote>',
    );
    expect(text).toContain("renovo('open', 'quote')");
  });

  it('each element maps to its tag; only quotes carry a version', () => {
    expect(tagOf('quote-v3')).toBe('renovo-quote');
    expect(tagOf('community-quote')).toBe('renovo-community-quote');
    expect(tagOf('login-sheet')).toBe('renovo-login-sheet');
    expect(tagOf('order-modal')).toBe('renovo-order-modal');
    expect(attributesOf({ ...base, element: 'order-modal' }).map(([n]) => n)).not.toContain('version');
  });

  it('typed values cannot break out of an attribute or a string', () => {
    const evil = {
      ...base,
      module: '"><script>alert(1)</script>',
      partner: "x' };alert(1);//",
      region: '4"x',
    };
    const html = scriptSnippet('https://renovo.example', evil, loader);
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('module=');
    expect(html).not.toContain('region=');
    expect(reactSnippet('https://renovo.example', evil)).toContain("partner: 'xalert1'");
  });

  it('the React snippet imports @renovo/widgets and sets the API origin and partner', () => {
    const text = reactSnippet('https://renovo.example', { ...base, mode: 'inline', stopRedirect: false });
    expect(text).toContain("import '@renovo/widgets';");
    expect(text).toContain(
      "window.__RENOVO__ = { apiOrigin: 'https://renovo.example', partner: 'pk_abc-123' };",
    );
    expect(text).toContain('<renovo-quote version="v2" mode="inline" module="spring_sale"');
    expect(text).not.toContain('stop-redirect');
  });

  it('the preview address names the element, the partner and the attributes, at the preview origin', () => {
    const url = new URL(previewUrl(base, 'http://localhost:3000'));
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/console/preview');
    expect(url.searchParams.get('element')).toBe('renovo-quote');
    expect(url.searchParams.get('partner')).toBe('pk_abc-123');
    expect(url.searchParams.get('stop-redirect')).toBe('');
    expect(url.searchParams.get('company-id')).toBe('12');
    expect(previewUrl(base, null).startsWith('/console/preview?')).toBe(true);
  });
});

describe("a partner's default widget options fill the builder", () => {
  it('version, mode, module, type, region, company and stop-redirect come from the defaults', () => {
    const empty: EmbedChoice = {
      ...base,
      module: '',
      type: '',
      region: '',
      company: '',
      stopRedirect: false,
    };
    const filled = withDefaults(empty, {
      version: 'v3',
      mode: 'inline',
      module: 'home_banner',
      type: 'case',
      region: 8,
      'company-id': '42',
      'stop-redirect': true,
    });
    expect(filled).toEqual({
      ...empty,
      element: 'quote-v3',
      mode: 'inline',
      module: 'home_banner',
      type: 'case',
      region: '8',
      company: '42',
      stopRedirect: true,
    });
    // Another element keeps itself: a version is a quote form's. An option not set keeps the field's value.
    expect(withDefaults({ ...empty, element: 'login-sheet' }, { version: 'v3' }).element).toBe('login-sheet');
    expect(withDefaults(base, {})).toEqual(base);
  });
});
