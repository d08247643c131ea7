/**
 * The owner's control of a match (docs/spec/company-side.md#owner-control): the result page's
 * companies and its 停止聯繫, both authorised by the quote's unguessable public id exactly as
 * reading the result is (a sequential id, a signed result id or anything else is a 404).
 */
import { resultCompaniesContract, resultStopContactContract } from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { STORED_RESULT_ID } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import {
  type OwnerMatchState,
  ownerMatchOf,
  type QuoteLead,
  quoteLeadOf,
  stopContact,
} from './owner-control.service.ts';

/** The quote lead the public id names, or the result page's 404. */
async function leadOf(c: Context<AppEnv>, id: string): Promise<QuoteLead> {
  const lead = STORED_RESULT_ID.test(id) ? await quoteLeadOf(c.get('deps').db, id) : null;
  return lead ?? fail(404, SERVER_MESSAGES.quoteNotFound);
}

/** The answer: the match in the contract's shape. */
function answer(state: OwnerMatchState) {
  return {
    state: state.companies.length > 0 ? ('matched' as const) : ('matching' as const),
    companies: state.companies.map((company) => ({
      id: company.id,
      name: company.name,
      logo_url: company.logoUrl,
      verification_level: company.level,
      accepted_at: company.acceptedAt?.toISOString() ?? null,
    })),
    contact_stopped: state.contactStoppedAt !== null,
    contact_stopped_at: state.contactStoppedAt?.toISOString() ?? null,
  };
}

/** The owner-control routes. */
export function ownerControlRoutes() {
  const app = new Hono<AppEnv>();

  route(app, resultCompaniesContract, async (c, { query }) => {
    const { db, clock } = c.get('deps');
    const lead = await leadOf(c, query.id);
    return ok(c, answer(await ownerMatchOf(db, lead, clock())));
  });

  route(app, resultStopContactContract, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    const lead = await leadOf(c, body.id);
    const now = clock();
    await stopContact(db, lead, now);
    return ok(c, answer(await ownerMatchOf(db, lead, now)), { message: messages.ownerControl.stopped });
  });

  return app;
}
