/**
 * The page a lead was filed on, as it is stored with the lead (`origin_page`;
 * docs/spec/leads-and-security.md#lead-attribution). Never a query or a fragment: they may carry
 * a name, a mobile, a token or a campaign's personal link, so only an origin and a path are kept.
 *
 * - The site's own pages, and requests no partner is credited with: the `Referer` (the site's
 *   pages send their full address), its origin and path.
 * - A partner's page: its origin only, written as browsers tell it to another origin by default
 *   (`strict-origin-when-cross-origin`: `https://partner.tw/`, as the leads stored before this
 *   rule have it) — unless the partner keeps page paths (a partner setting, off by default);
 *   then the origin and the path the widgets send (`X-Renovo-Page`: the page's
 *   `location.pathname`), or else the `Referer`'s path when the page sends a full one.
 */

/** Longest stored page address (the lead inbox keeps 512 characters of it). */
const MAX_PAGE = 1024;

/** The http(s) URL `text` (relative to `base`), or null. */
function urlOf(text: string | undefined, base?: string): URL | null {
  if (!text || text.length > MAX_PAGE * 2) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** `origin` + `path` (the origin alone is written `origin/`), cut to the stored length. */
function page(origin: string, path = '/'): string {
  return `${origin}${path}`.slice(0, MAX_PAGE);
}

/** What a request says of its page, and who it is credited to. */
export interface LeadPageInput {
  /** The partner credited with the request; null for the site's own pages and anyone else. */
  partner: { keepPagePath: boolean } | null;
  /** The `Origin` header (a browser page's origin). */
  origin: string | undefined;
  /** The `Referer` header. */
  referer: string | undefined;
  /** The `X-Renovo-Page` header: the page's path, sent by the widgets on a partner's page. */
  path: string | undefined;
}

/** The page to store with a lead: an origin and perhaps a path, never a query or fragment. */
export function leadPage({ partner, origin, referer, path }: LeadPageInput): string | null {
  const from = urlOf(referer);
  if (!partner) return from && page(from.origin, from.pathname);
  const base = urlOf(origin)?.origin ?? from?.origin;
  if (!base) return null;
  if (!partner.keepPagePath) return page(base);
  // Resolved against the page's origin: a `//other.host/…` path names another site and is dropped.
  const sent = urlOf(path?.startsWith('/') ? path : undefined, base);
  if (sent?.origin === base) return page(base, sent.pathname);
  return page(base, from?.origin === base ? from.pathname : '/');
}
