/** Reads and validates a list query (a 422 with the zh-TW message on a bad value). */
import { contentListMessages } from '@renovo/core/schemas';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../../lib/app-env.ts';
import { readQuery } from '../../../lib/body.ts';
import { fail } from '../../../lib/errors.ts';
import { validate } from '../../../lib/validate.ts';

/** The validated query of the request. */
export function queryOf<S extends z.core.$ZodType>(c: Context<AppEnv>, schema: S): z.core.output<S> {
  return validate(schema, readQuery(c));
}

/** The id in a path (`/v1/article/{id}/may_like`…): digits only, else a 422. */
export function pathId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) fail(422, contentListMessages.id);
  return Number(raw);
}
