/**
 * `Idempotency-Key` for creating POSTs. Without the header the request runs as usual. With it:
 * the first request runs and its success answer is stored for 72 h (an error answer frees the
 * key, so a corrected retry may use it); the same key and body
 * replay that answer (header `Idempotent-Replayed: true`) and store nothing new; the same key
 * with another body is a 422; a duplicate that arrives while the first runs waits for it.
 * The key is scoped by method, path and the caller's token, so two members never share one.
 *
 * Lead routes (`{ lead: true }`) keep the key on the lead row instead (ADR 017): the middleware
 * only checks and hashes it (`leadKey(c)`), and `fileLead` writes it in the lead's own INSERT, so
 * the key and the lead commit together at no extra statement.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { sha256 } from '../../lib/crypto.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import {
  abandonIdempotent,
  beginIdempotent,
  completeIdempotent,
  inspect,
  type StoredResponse,
} from '../../services/idempotency/index.ts';
import { requestToken } from '../auth/auth.ts';

/** Header name (also in API_HEADERS of core). */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Options of `idempotency`. */
export interface IdempotencyOptions {
  /** How long a duplicate waits for the first request, ms. */
  waitMs?: number;
  pollMs?: number;
  /**
   * A route that files a lead through `fileLead`: the key is only checked and hashed here and
   * handed to the route (`leadKey(c)`); the lead row carries it, so a crash at any point leaves
   * neither or both, a retry of a stored lead is answered from that lead, and a refused request
   * (4xx) stores nothing under the key.
   */
  lead?: boolean;
}

function replay(stored: StoredResponse): Response {
  const headers = new Headers({ 'Idempotent-Replayed': 'true' });
  if (stored.contentType) headers.set('Content-Type', stored.contentType);
  return new Response(stored.body, { status: stored.statusCode, headers });
}

/** The middleware; mount it on each creating POST route. */
export function idempotency(options: IdempotencyOptions = {}) {
  const waitMs = options.waitMs ?? 10_000;
  const pollMs = options.pollMs ?? 25;
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = idempotencyKeyOf(c);
    if (key === undefined) return next();
    const { db, clock } = c.get('deps');
    const body = await c.req.text().catch(() => '');
    const token = requestToken(c);
    const url = new URL(c.req.url);
    const scope = `${c.req.method} ${url.pathname} ${token ? sha256(token).slice(0, 32) : 'anonymous'}`;
    const requestHash = sha256(`${url.search}\n${body}`);

    if (options.lead) {
      c.set('leadKey', { key: sha256(`${scope}\n${key}`), requestHash });
      await next();
      if (c.get('leadReplayed')) c.res.headers.set('Idempotent-Replayed', 'true');
      return;
    }
    const deadline = Date.now() + waitMs;
    let outcome = await beginIdempotent(db, { scope, key, requestHash, now: clock() });
    while (outcome.kind === 'pending') {
      if (Date.now() > deadline) fail(409, SERVER_MESSAGES.idempotencyInProgress);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      outcome = await inspect(db, scope, key, requestHash);
      // The first request failed and freed the key: claim it.
      if (outcome.kind === 'pending') {
        const retry = await beginIdempotent(db, { scope, key, requestHash, now: clock() });
        if (retry.kind === 'owner') outcome = retry;
      }
    }
    if (outcome.kind === 'mismatch') fail(422, SERVER_MESSAGES.idempotencyMismatch);
    if (outcome.kind === 'replay') return replay(outcome.response);

    try {
      await next();
    } catch (error) {
      await abandonIdempotent(db, { scope, key }).catch(() => {});
      throw error;
    }
    const status = c.res.status;
    if (status >= 400) {
      await abandonIdempotent(db, { scope, key });
      return;
    }
    const text = await c.res.clone().text();
    await completeIdempotent(db, {
      scope,
      key,
      response: { statusCode: status, body: text, contentType: c.res.headers.get('content-type') },
    });
  });
}

/** The request's Idempotency-Key (undefined when none was sent); a malformed one is a 400. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key !== undefined && !KEY_PATTERN.test(key)) fail(400, SERVER_MESSAGES.idempotencyInvalid);
  return key;
}

/** The Idempotency-Key of a lead route's request, for `fileLead` (undefined when none was sent). */
export function leadKey(c: Context<AppEnv>): { key: string; requestHash: string } | undefined {
  return c.get('leadKey');
}

/** Marks the answer as the replay of the lead stored with the request's key. */
export function markReplayed(c: Context<AppEnv>, filed: { replayed: boolean }): void {
  if (filed.replayed) c.set('leadReplayed', true);
}
