/**
 * A route's documentation: each routes file exports a list of these beside its handlers, and
 * `GET /openapi.json` is generated from them (the zod schemas through `z.toJSONSchema`).
 */
import type { z } from 'zod';

/** One documented operation. */
export interface RouteDoc {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  response?: z.core.$ZodType;
  /** required: 401 without a token; design-blocked: also 403 for role design. */
  auth?: 'optional' | 'required' | 'design-blocked';
  /** Honours Idempotency-Key. */
  idempotent?: boolean;
  /** Error statuses besides 400/422. */
  errors?: number[];
  /** Mounted only outside production. */
  devOnly?: boolean;
}
