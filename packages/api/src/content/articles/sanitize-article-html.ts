/**
 * The one gate article HTML passes before it is written (docs/spec/console.md#articles), from
 * the console's editor and the demo generator alike: an allowlist of text, list, quote, figure,
 * picture and link tags. Scripts, styles, iframes, forms and every `on*` handler are dropped;
 * links and images keep only http(s) or root-relative URLs (`srcset` URLs each checked); links
 * that open a new tab get `rel="noopener noreferrer"`.
 *
 * @example sanitizeArticleHtml('<p onclick="x()">hi<script>x()</script></p>') // '<p>hi</p>'
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'picture',
    'source',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: [
      'src',
      'srcset',
      'sizes',
      'alt',
      'width',
      'height',
      'loading',
      'data-work-id',
      'data-work-index',
      'data-media-id',
    ],
    source: ['type', 'srcset', 'sizes'],
  },
  allowedClasses: { figure: ['article-figure'], blockquote: ['tip'], p: ['related'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'], source: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The HTML with everything outside the allowlist removed. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
