import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

describe('article HTML is sanitised on write', () => {
  it('drops scripts, styles, iframes and forms with their content', () => {
    const html = sanitizeArticleHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form>',
    );
    expect(html).toBe('<p>a</p>');
  });

  it('drops every event handler and unknown attribute, keeps the allowed ones', () => {
    const html = sanitizeArticleHtml(
      '<p onclick="x()" style="color:red" class="related">t</p><img src="/media/a.svg" onerror="x()" alt="a" data-work-id="3">',
    );
    expect(html).toBe('<p class="related">t</p><img src="/media/a.svg" alt="a" data-work-id="3" />');
  });

  it('keeps only http(s), mailto and root-relative URLs; new-tab links get rel=noopener', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<img src="data:image/svg+xml,<svg/>">')).toBe('<img />');
    expect(sanitizeArticleHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="/works/3">x</a>')).toBe('<a href="/works/3">x</a>');
  });

  it('keeps the article structure', () => {
    const html =
      '<h2>t</h2><ul><li><strong>a</strong></li></ul><blockquote class="tip"><p>b</p></blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });
});
