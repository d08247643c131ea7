/**
 * Development-only routes (not mounted when NODE_ENV=production): the SMS outbox and
 * `GET /v1/codes`, the spec's "code for a mobile", read from the outbox (codes themselves are
 * only stored hashed).
 */
import { messages } from '@renovo/core/messages';
import { CodeQuerySchema, CodeResultSchema } from '@renovo/core/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { smsMessages } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readQuery } from '../../lib/body.ts';
import { ok } from '../../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { normalizeTaiwanMobile } from '../../lib/mobile.ts';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { validate } from '../../lib/validate.ts';
import { OutboxQuerySchema, OutboxResponseSchema } from '../../schemas/server.ts';

export const devDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/dev/sms-outbox',
    summary:
      'Messages stored by the outbox gateway, newest last (optionally for one mobile). Not in production',
    tag: 'dev',
    query: OutboxQuerySchema,
    response: OutboxResponseSchema,
    devOnly: true,
  },
  {
    method: 'get',
    path: '/v1/codes',
    summary: 'The last code sent to a mobile, read from the outbox. Not in production',
    tag: 'dev',
    query: CodeQuerySchema,
    response: z.object({ code: z.number(), data: CodeResultSchema }),
    errors: [404],
    devOnly: true,
  },
];

const CODE_IN_TEXT = /(\d{6})/;

/** The development routes. */
export function devRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/dev/sms-outbox', async (c) => {
    const query = validate(OutboxQuerySchema, readQuery(c));
    const mobile = query.mobile
      ? (normalizeTaiwanMobile(query.mobile) ?? fail(422, messages.login.mobileInvalid))
      : null;
    const { db } = c.get('deps');
    const rows = await db
      .select()
      .from(smsMessages)
      .where(
        mobile
          ? and(eq(smsMessages.gateway, 'outbox'), eq(smsMessages.mobile, mobile))
          : eq(smsMessages.gateway, 'outbox'),
      )
      .orderBy(desc(smsMessages.id))
      .limit(100);
    return ok(
      c,
      rows.reverse().map((r) => ({
        id: r.id,
        mobile: r.mobile,
        body: r.body,
        gateway: r.gateway,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      })),
    );
  });

  app.get('/v1/codes', async (c) => {
    const query = validate(CodeQuerySchema, readQuery(c));
    const mobile = normalizeTaiwanMobile(query.username) ?? fail(422, messages.login.mobileInvalid);
    const { db } = c.get('deps');
    const [last] = await db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(and(eq(smsMessages.gateway, 'outbox'), eq(smsMessages.mobile, mobile)))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    const code = last ? CODE_IN_TEXT.exec(last.body)?.[1] : undefined;
    if (!code) fail(404, SERVER_MESSAGES.notFound);
    return ok(c, { code });
  });

  return app;
}
