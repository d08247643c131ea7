/**
 * State no API route can make, set up by the e2e stack itself under `/__e2e/` (never mounted by
 * the API). Today one fixture: a member without a bound mobile (login status bind), as a social
 * login or an account whose number was released would leave it; the API's own session tests make
 * such a member the same way.
 *
 * @example await fetch(`${apiOrigin}/__e2e/users/7/unbind-mobile`, { method: 'POST' });
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../packages/api/src/db/client.ts';
import { users } from '../../../packages/api/src/db/schema.ts';

/** The path prefix of the fixture routes. */
export const FIXTURE_PREFIX = '/__e2e/';

const UNBIND = /^\/__e2e\/users\/(\d+)\/unbind-mobile$/;

/** Answers a fixture request: `POST /__e2e/users/<id>/unbind-mobile` clears that member's mobile. */
export async function fixtureResponse(db: Db, request: Request): Promise<Response> {
  const id = UNBIND.exec(new URL(request.url).pathname)?.[1];
  if (request.method !== 'POST' || !id) return Response.json({ message: 'no such fixture' }, { status: 404 });
  const rows = await db
    .update(users)
    .set({ mobile: null, forceBindMobile: false })
    .where(eq(users.id, Number(id)))
    .returning({ id: users.id });
  return Response.json({ data: { unbound: rows.length } }, { status: rows.length ? 200 : 404 });
}
