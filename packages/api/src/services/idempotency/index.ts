/**
 * Idempotency keys in PostgreSQL. The first request with a key inserts a `pending` row and
 * runs; its answer is stored. A repeat with the same body replays that answer; with another
 * body it is refused; a concurrent repeat waits for the first to finish. The insert is the
 * only arbiter, so duplicates racing on several processes still make one row. Keys live 72 h.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** How long a key is kept. */
const IDEMPOTENCY_TTL_MS = 72 * 60 * 60 * 1000;
/** A pending row older than this is taken over (its request died). */
const IDEMPOTENCY_LOCK_MS = 30_000;

/** A stored answer. */
export interface StoredResponse {
  statusCode: number;
  body: string;
  contentType: string | null;
}

/** The outcome of `beginIdempotent`. */
export type BeginOutcome =
  | { kind: 'owner' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'mismatch' }
  | { kind: 'pending' };

/** Claims the key, or tells why the caller may not run. */
export async function beginIdempotent(
  db: Db,
  input: { scope: string; key: string; requestHash: string; now: Date },
): Promise<BeginOutcome> {
  const { scope, key, requestHash, now } = input;
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      scope,
      key,
      requestHash,
      state: 'pending',
      createdAt: now,
      lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash,
        state: 'pending',
        statusCode: null,
        responseBody: null,
        contentType: null,
        createdAt: now,
        lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LOCK_MS),
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      },
      setWhere: or(
        lt(idempotencyKeys.expiresAt, now),
        and(eq(idempotencyKeys.state, 'pending'), lt(idempotencyKeys.lockedUntil, now)),
      ),
    })
    .returning({ scope: idempotencyKeys.scope });
  if (claimed.length > 0) {
    if (Math.random() < 0.01) {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
    }
    return { kind: 'owner' };
  }
  return inspect(db, scope, key, requestHash);
}

/** Reads the row of a key held by another request. */
export async function inspect(
  db: Db | Tx,
  scope: string,
  key: string,
  requestHash: string,
): Promise<BeginOutcome> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return { kind: 'pending' };
  if (row.requestHash !== requestHash) return { kind: 'mismatch' };
  if (row.state === 'done' && row.statusCode !== null && row.responseBody !== null) {
    return {
      kind: 'replay',
      response: { statusCode: row.statusCode, body: row.responseBody, contentType: row.contentType },
    };
  }
  return { kind: 'pending' };
}

/** Stores the answer of the owner. */
export async function completeIdempotent(
  db: Db,
  input: { scope: string; key: string; response: StoredResponse },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: 'done',
      statusCode: input.response.statusCode,
      responseBody: input.response.body,
      contentType: input.response.contentType,
    })
    .where(and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key)));
}

/** Frees the key after a failure, so a retry may run. */
export async function abandonIdempotent(db: Db, input: { scope: string; key: string }): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.key, input.key),
        eq(idempotencyKeys.state, sql`'pending'`),
      ),
    );
}
