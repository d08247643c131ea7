/**
 * What route tests call: `getPage(path)` answers the page as the running server sends it
 * (status, HTML and headers; redirects are not followed), and `api(path)` reads the API of the
 * same server, to find real ids for the detail pages.
 *
 * @example
 * const { status, html } = await getPage('/works/1');
 * expect(status).toBe(200);
 * expect(titleOf(html)).toContain('｜Renovo 裝修好家');
 */
import { inject } from 'vitest';

/** A page as the server sent it. */
export interface PageAnswer {
  status: number;
  html: string;
  headers: Headers;
}

/** The origin of the running site. */
export function siteOrigin(): string {
  return inject('siteOrigin');
}

/** Requests a page (GET unless `init` says otherwise); redirects are returned, not followed. */
export async function getPage(path: string, init: RequestInit = {}): Promise<PageAnswer> {
  const response = await fetch(new URL(path, siteOrigin()), { redirect: 'manual', ...init });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Reads a JSON answer of the API (throws on a failed status). */
export async function api<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, siteOrigin()), init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The id of the first article of the seeded site (the journeys that read one article). */
export async function firstArticleId(): Promise<number> {
  const list = await api<{ data: { items: { id: number }[] } }>('/v1/article/list?per_page=1');
  return list.data.items[0]!.id;
}

/**
 * Publishes an owner's pending review as the console's editor does (sign in, then POST
 * /console/api/reviews/{id}/approve from the site's own origin).
 */
export async function publishReview(id: number): Promise<void> {
  const origin = siteOrigin();
  const headers = { 'Content-Type': 'application/json', origin };
  const signIn = await fetch(new URL('/console/api/session', origin), {
    method: 'POST',
    headers,
    body: JSON.stringify(inject('siteEditor')),
  });
  if (!signIn.ok) throw new Error(`console sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = /renovo_staff=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const approve = await fetch(new URL(`/console/api/reviews/${id}/approve`, origin), {
    method: 'POST',
    headers: { origin, cookie },
  });
  if (!approve.ok) throw new Error(`approve review ${id}: ${approve.status} ${await approve.text()}`);
}

/** The text of the page's `<title>`. */
export function titleOf(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** The content of a `<meta name=…>` tag. */
export function metaOf(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html);
  return tag ? decodeEntities(tag[1] ?? '') : undefined;
}

/** The texts of the page's `<h1>` elements (tags inside stripped). */
export function h1Of(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')),
  );
}

/** The visible text of the page body (scripts and tags stripped), for "key content" checks. */
export function textOf(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
