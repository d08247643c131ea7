/**
 * Development-only routes (not mounted when NODE_ENV=production): the SMS and e-mail outboxes and
 * `GET /v1/codes`, the spec's "code for a mobile", read from the outbox (codes themselves are
 * only stored hashed).
 */

import { emailOutboxContract, getCodeContract, smsOutboxContract } from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../lib/errors.ts';
import { normalizeTaiwanMobile } from '../lib/mobile.ts';
import { lastOutboxText, outboxEmails, outboxMessages } from './dev.service.ts';

const CODE_IN_TEXT = /(\d{6})/;

/** The development routes. */
export function devRoutes() {
  const app = new Hono<AppEnv>();

  route(app, smsOutboxContract, async (c, { query }) => {
    const mobile = query.mobile
      ? (normalizeTaiwanMobile(query.mobile) ?? fail(422, messages.login.mobileInvalid))
      : null;
    const { db } = c.get('deps');
    const rows = await outboxMessages(db, mobile);
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

  route(app, emailOutboxContract, async (c, { query }) => {
    const to = query.to?.trim() || null;
    const rows = await outboxEmails(c.get('deps').db, to);
    return ok(
      c,
      rows.reverse().map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        body: r.body,
        transport: r.transport,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      })),
    );
  });

  route(app, getCodeContract, async (c, { query }) => {
    const mobile = query.username;
    const { db } = c.get('deps');
    const last = await lastOutboxText(db, mobile);
    const code = last ? CODE_IN_TEXT.exec(last)?.[1] : undefined;
    if (!code) fail(404, SERVER_MESSAGES.notFound);
    return ok(c, { code });
  });

  return app;
}
