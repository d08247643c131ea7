/**
 * State no API route can make, set up by the e2e stack itself under `/__e2e/` (never mounted by
 * the API). Today one fixture: a member without a bound mobile (login status bind), as a social
 * login or an account whose number was released would leave it; the API's own session tests make
 * such a member the same way. And an SMS flood: `POST /__e2e/sms-flood` records 100 sends of the
 * whole deployment now (so every new send needs a challenge), `DELETE` takes them back.
 *
 * @example await fetch(`${apiOrigin}/__e2e/users/7/unbind-mobile`, { method: 'POST' });
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../packages/api/src/db/client.ts';
import { rateLimitEvents, users } from '../../../packages/api/src/db/schema.ts';

/** The path prefix of the fixture routes. */
export const FIXTURE_PREFIX = '/__e2e/';

const UNBIND = /^\/__e2e\/users\/(\d+)\/unbind-mobile$/;

const FLOOD = '/__e2e/sms-flood';
let floodIds: number[] = [];

/** Records (POST) or takes back (DELETE) 100 global sends: the deployment looks flooded. */
async function flood(db: Db, method: string): Promise<Response> {
  if (method === 'POST') {
    const rows = await db
      .insert(rateLimitEvents)
      .values(Array.from({ length: 100 }, () => ({ key: 'sms:global', at: new Date() })))
      .returning({ id: rateLimitEvents.id });
    floodIds.push(...rows.map((r) => r.id));
  } else if (floodIds.length) {
    await db
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, 'sms:global'), inArray(rateLimitEvents.id, floodIds)));
    floodIds = [];
  }
  return Response.json({ data: { flooded: floodIds.length } });
}

/** Answers a fixture request: `POST /__e2e/users/<id>/unbind-mobile` clears that member's mobile. */
export async function fixtureResponse(db: Db, request: Request): Promise<Response> {
  if (new URL(request.url).pathname === FLOOD) return flood(db, request.method);
  const id = UNBIND.exec(new URL(request.url).pathname)?.[1];
  if (request.method !== 'POST' || !id) return Response.json({ message: 'no such fixture' }, { status: 404 });
  const rows = await db
    .update(users)
    .set({ mobile: null, forceBindMobile: false })
    .where(eq(users.id, Number(id)))
    .returning({ id: users.id });
  return Response.json({ data: { unbound: rows.length } }, { status: rows.length ? 200 : 404 });
}
