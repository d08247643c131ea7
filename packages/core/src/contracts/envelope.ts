/**
 * The success envelope as the server answers it (`packages/api/src/lib/envelope.ts` `ok()`):
 * `{code, status, message, data}` and, on lists, `meta`. Response schemas only (ADR 019).
 */
import { z } from 'zod';

/** Largest value of an int4 column. */
const INT4_MAX = 2_147_483_647;

/** An id as the database holds it: a positive int4. */
export const DbIdSchema = z.int().min(1).max(INT4_MAX);

/** The envelope of a success answer with its `data`. */
export function envelope<T extends z.core.SomeType>(data: T) {
  return z.object({
    code: z.int(),
    status: z.int(),
    message: z.string(),
    data,
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** The envelope of an answer that carries no data. */
export const EmptyEnvelopeSchema = envelope(z.null());
