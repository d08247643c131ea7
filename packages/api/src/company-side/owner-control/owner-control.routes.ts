/**
 * The owner's control of a match (docs/spec/company-side.md#owner-control): the result page's
 * companies and its 停止聯繫, both authorised by the quote's unguessable public id exactly as
 * reading the result is (a sequential id or anything else is a 404). A sealed result id — the
 * answer to a repeat of another client's quote, which stored nothing — is answered as a new
 * quote's page is (no company yet, its 停止聯繫 kept by that id), so these routes cannot tell
 * whether a number has a quote either.
 */
import { resultCompaniesContract, resultStopContactContract } from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { STORED_RESULT_ID } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { readResultId } from '../../quote/signed-result-id.ts';
import {
  type OwnerMatchState,
  ownerMatchOf,
  type QuoteLead,
  quoteLeadOf,
  stopContact,
  stopUnstoredContact,
  unstoredMatchOf,
} from './owner-control.service.ts';

/**
 * The quote lead a public id names; for a sealed result id, the 停止聯繫 kept by it; else the result
 * page's 404.
 */
async function leadOf(c: Context<AppEnv>, id: string): Promise<QuoteLead | { stoppedAt: Date | null }> {
  const { db, env } = c.get('deps');
  const named = STORED_RESULT_ID.test(id) ? await quoteLeadOf(db, id) : null;
  if (named?.lead) return named.lead;
  if (readResultId(env.APP_SECRET, id)) return { stoppedAt: named?.unstoredStoppedAt ?? null };
  return fail(404, SERVER_MESSAGES.quoteNotFound);
}

/** The answer: the match in the contract's shape. */
function answer(state: OwnerMatchState) {
  return {
    state:
      state.companies.length > 0
        ? ('matched' as const)
        : state.forCompanies
          ? ('matching' as const)
          : ('with_staff' as const),
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
    const state =
      'stoppedAt' in lead
        ? await unstoredMatchOf(db, lead.stoppedAt, clock())
        : await ownerMatchOf(db, lead, clock());
    return ok(c, answer(state));
  });

  route(app, resultStopContactContract, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    const lead = await leadOf(c, body.id);
    const now = clock();
    let state: OwnerMatchState;
    if ('stoppedAt' in lead) {
      state = await unstoredMatchOf(db, await stopUnstoredContact(db, body.id, now), now);
    } else {
      await stopContact(db, lead, now);
      state = await ownerMatchOf(db, lead, now);
    }
    return ok(c, answer(state), { message: messages.ownerControl.stopped });
  });

  return app;
}
