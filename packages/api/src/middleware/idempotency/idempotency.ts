/**
 * `Idempotency-Key` for creating POSTs. Without the header the request runs as usual. With it:
 * the first request runs and its success answer is stored for 72 h (an error answer frees the
 * key, so a corrected retry may use it); the same key and body
 * replay that answer (header `Idempotent-Replayed: true`) and store nothing new; the same key
 * with another body is a 422; a duplicate that arrives while the first runs waits for it.
 * The key is scoped by method, path and the caller's token, so two members never share one.
 */
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
  storeIdempotent,
} from '../../services/idempotency/index.ts';
import { requestToken } from '../auth/auth.ts';

/** Header name (also in API_HEADERS of core). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Options of `idempotency`. */
export interface IdempotencyOptions {
  /** How long a duplicate waits for the first request, ms. */
  waitMs?: number;
  pollMs?: number;
  /**
   * Runs the route inside one transaction with the key (routes that create a lead): the route's
   * `deps.db` is that transaction, and the key is written with the answer just before it commits.
   * A crash at any point leaves neither the lead nor the key, so the retry stores it once; a
   * repeat of a committed key rolls its own work back and replays the stored answer. No `pending`
   * row, no lock to wait out, one statement more than a keyless request.
   */
  atomic?: boolean;
}

/** Thrown inside the transaction to roll it back. */
const ROLLBACK = Symbol('rollback');

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
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) fail(400, SERVER_MESSAGES.idempotencyInvalid);
    const { db, clock } = c.get('deps');
    const body = await c.req.text().catch(() => '');
    const token = requestToken(c);
    const url = new URL(c.req.url);
    const scope = `${c.req.method} ${url.pathname} ${token ? sha256(token).slice(0, 32) : 'anonymous'}`;
    const requestHash = sha256(`${url.search}\n${body}`);

    if (options.atomic) {
      const deps = c.get('deps');
      let stored = false;
      try {
        await db.transaction(async (tx) => {
          c.set('deps', { ...deps, db: tx });
          try {
            await next();
          } finally {
            c.set('deps', deps);
          }
          const status = c.res.status;
          if (c.error || status >= 500) throw ROLLBACK;
          // A refused request keeps what it wrote (rate-limit events) and stores no key.
          if (status >= 400) return;
          const outcome = await storeIdempotent(tx, {
            scope,
            key,
            requestHash,
            now: clock(),
            response: {
              statusCode: status,
              body: await c.res.clone().text(),
              contentType: c.res.headers.get('content-type'),
            },
          });
          if (outcome.kind !== 'stored') throw ROLLBACK;
          stored = true;
        });
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      }
      if (stored) return;
      // Not stored here: the key may hold the answer of an earlier attempt (the retry of a lead
      // that was stored is then refused by a limit, say): that answer wins.
      const earlier = await inspect(db, scope, key, requestHash);
      if (earlier.kind === 'mismatch') fail(422, SERVER_MESSAGES.idempotencyMismatch);
      // The route answered already: its answer is replaced (returning would not).
      if (earlier.kind === 'replay') {
        c.res = replay(earlier.response);
        return;
      }
      if (c.res.status < 400 && !c.error) fail(409, SERVER_MESSAGES.idempotencyInProgress);
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
