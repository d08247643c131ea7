/**
 * The embed builder's snippets (docs/spec/console.md#embed-builder): the script tag carries `data-partner`
 * and the
 * loader from the site's origin; the element carries the chosen attributes; what a user types
 * cannot break out of an attribute or a JS string; the preview address names the same element.
 */
import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  type EmbedChoice,
  previewUrl,
  reactSnippet,
  scriptSnippet,
  tagOf,
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

describe('embed builder snippets', () => {
  it('the script snippet has the queue stub, the loader with data-partner, and the element with its attributes', () => {
    const text = scriptSnippet('https://renovo.example', base);
    expect(text).toContain(
      '<script async src="https://renovo.example/embed/v1/loader.js" data-partner="pk_abc-123">',
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
    const html = scriptSnippet('https://renovo.example', evil);
    expect(html).not.toMatch(/<script>alert/);
    expect(html).toContain('module="scriptalert1script"');
    expect(html).toContain('region="4"');
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

  it('the preview address names the element, the partner and the attributes', () => {
    const url = new URL(previewUrl(base), 'https://renovo.example');
    expect(url.pathname).toBe('/console/preview');
    expect(url.searchParams.get('element')).toBe('renovo-quote');
    expect(url.searchParams.get('partner')).toBe('pk_abc-123');
    expect(url.searchParams.get('stop-redirect')).toBe('');
    expect(url.searchParams.get('company-id')).toBe('12');
  });
});
