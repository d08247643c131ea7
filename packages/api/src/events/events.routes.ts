/**
 * `POST /api/events` (docs/spec/console.md#attribution; ADR 024): the first-party analytics collection.
 * Public, from
 * the site and the partners' pages (CORS as for the lead routes), batched, bounded (50 events,
 * 32 KiB, every field by its contract), limited per address, stored in PostgreSQL.
 *
 * `navigator.sendBeacon` cannot set `Content-Type: application/json` without a CORS preflight it
 * never makes, so this route alone also takes `text/plain` JSON. That is safe here: the request
 * reads no cookie or token, answers nothing a caller could use, and changes nothing but appends
 * analytics rows — what any page could do with a JSON POST too — while the Origin check, the
 * bounds and the per-address limit apply the same (docs/spec-deviations.md).
 *
 * The console's landing preview shows the real widgets, and their events are staff looking at a
 * draft, not traffic: a batch it sends is answered as usual with `accepted: 0` and nothing is
 * stored or counted (lib/landing-preview-request.ts), so attribution and the overview count
 * visitors only.
 */
import { EVENTS_BODY_MAX, postEventsContract } from '@renovo/core/contracts';
import { eventMessages, inputMessages } from '@renovo/core/messages';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ApiError, fail, SERVER_MESSAGES } from '../lib/errors.ts';
import { fromLandingPreview } from '../lib/landing-preview-request.ts';
import { originAllowed } from '../middleware/browser-request/index.ts';
import { originMatches } from '../services/partners/index.ts';
import { storeEvents } from './events.service.ts';

const BODY_TYPE = /^(application\/json|text\/plain)\s*(;|$)/i;
/** Origin (403) and body type (415) checks, before the body is read. */
function eventRequest() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !(await originAllowed(c, origin))) fail(403, eventMessages.originForbidden);
    if (!BODY_TYPE.test(c.req.header('content-type') ?? '')) fail(415, inputMessages.jsonOnly);
    await next();
  });
}

/** The analytics collection route. */
export function eventsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(
    app,
    postEventsContract,
    async (c, input) => {
      if (fromLandingPreview(c)) return input.ok({ accepted: 0 });
      const { db, clock, partners, env } = c.get('deps');
      // The request's partner: its origin's (CORS), or the signer's (no Origin, signed).
      const requestPartner = c.get('partnerKey');
      const origin = c.req.header('origin');
      const outcome = await storeEvents(db, input.body, {
        address: c.get('addressKey'),
        now: clock(),
        limit: env.EVENTS_LIMIT_ADDRESS_10MIN,
        // As for leads: from a browser, the partner an event names when it allows the sending
        // origin (two partners may share one; sendBeacon sends no partner header, so the key is in
        // the event), else the origin's. Without an Origin a named key alone credits nobody.
        partnerOf: async (named) => {
          const candidate = named && origin ? await partners.byKey(named) : null;
          if (origin && candidate?.allowedOrigins.some((o: string) => originMatches(o, origin)))
            return candidate.key;
          return requestPartner;
        },
      });
      if (!outcome.ok) {
        throw new ApiError(429, eventMessages.tooMany, {
          headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
          details: { retry_after: outcome.retryAfterSeconds },
        });
      }
      return input.ok({ accepted: outcome.accepted });
    },
    {
      use: [
        eventRequest(),
        bodyLimit({
          maxSize: EVENTS_BODY_MAX,
          onError: () => {
            throw new ApiError(413, SERVER_MESSAGES.tooLarge);
          },
        }),
      ],
    },
  );
  return app;
}
