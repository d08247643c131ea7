/**
 * A micro-cache of anonymous content answers: a GET without a token is answered from memory for
 * a couple of seconds after the first one, so a busy list or detail page costs one query per
 * instance every `ttlMs` instead of one per visitor. Only 200 answers of a text type (JSON, XML,
 * text, SVG) are kept, with their own content headers: a binary answer (a video, a photo) would
 * not survive being kept as text, and a request with `Range` is never answered from memory; per-request headers (request id, CORS, Vary) are set again on every answer.
 * A console write the site shows bumps the content generation (../publishing/content-changed.ts),
 * which drops every entry made before it. Each instance keeps its own entries: instances may disagree for at most `ttlMs` (as the
 * partner cache does). Disabled in tests (`NODE_ENV=test`), where every answer must be fresh.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../lib/app-env.ts';
import { requestToken } from '../../middleware/auth/index.ts';
import { requestOrigin } from './public-url.ts';

/** Options of `microCache`. */
export interface MicroCacheOptions {
  /** How long an answer is reused, ms (0 disables). */
  ttlMs: number;
  /** Most answers kept; the oldest goes first. */
  maxEntries: number;
  /** Also cache under NODE_ENV=test (for the cache's own tests). */
  inTests?: boolean;
  /** Milliseconds clock (default `Date.now`). */
  now?: () => number;
}

interface Entry {
  expires: number;
  /** The content generation it was made in (an answer from before a publish is never reused). */
  generation: number;
  status: ContentfulStatusCode;
  body: string;
  headers: Record<string, string>;
}

/** The answer's own headers worth replaying. */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
];

/** Content types kept as text; every other answer (video, photo) passes through untouched. */
const TEXT_TYPE = /^(application\/(json|xml)|text\/|image\/svg\+xml)/i;

/** The middleware; mount it on the public GET routes only. */
export function microCache(options: MicroCacheOptions): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  const now = options.now ?? Date.now;
  return async (c: Context<AppEnv>, next) => {
    const off = options.ttlMs <= 0 || (!options.inTests && c.get('deps').env.NODE_ENV === 'test');
    if (off || c.req.method !== 'GET' || requestToken(c) || c.req.header('range')) return next();
    // Answers hold absolute image URLs: the origin is part of the key.
    const key = `${requestOrigin(c)}${c.req.url.slice(new URL(c.req.url).origin.length)}`;
    const hit = entries.get(key);
    const { content } = c.get('deps');
    if (hit && hit.expires > now() && hit.generation === content.generation) {
      c.header('X-Cache', 'hit');
      return c.body(hit.body, hit.status, hit.headers);
    }
    await next();
    if (c.res.status !== 200 || !TEXT_TYPE.test(c.res.headers.get('content-type') ?? '')) return;
    // An answer meant for one reader (a console preview) is never kept.
    if (/private|no-store/.test(c.res.headers.get('cache-control') ?? '')) return;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = c.res.headers.get(name);
      if (value) headers[name] = value;
    }
    const generation = content.generation;
    const body = await c.res.clone().text();
    entries.delete(key);
    entries.set(key, { expires: now() + options.ttlMs, generation, status: 200, body, headers });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    c.res.headers.set('X-Cache', 'miss');
  };
}
