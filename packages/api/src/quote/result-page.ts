/**
 * The quote a result page shows (docs/spec/quotes.md#calls): a stored quote by its public id, or the
 * inputs a sealed result id carries (another client's repeat, which stored nothing) — shown alike.
 */
import type { QuoteVariant } from '@renovo/core/contracts';
import { STORED_RESULT_ID } from '@renovo/core/schemas';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { communityCard, quoteByPublicId, type ResultCommunity, type StoredQuote } from './quote.service.ts';
import { readResultId } from './signed-result-id.ts';

/** A result page's quote: a stored quote, or the inputs a sealed result id carries. */
export interface ResultPage extends StoredQuote {
  variant: QuoteVariant;
  community: ResultCommunity | null;
  createdAt: Date;
}

/**
 * The quote of a result id: the stored quote of a public id, or a sealed result id's own inputs;
 * null for anything else.
 */
export async function resultOf(c: Context<AppEnv>, id: string): Promise<ResultPage | null> {
  const { db, env } = c.get('deps');
  const stored = STORED_RESULT_ID.test(id) ? await quoteByPublicId(db, id) : null;
  if (stored) return { ...stored, community: await shownCommunity(db, stored.communityId) };
  const signed = readResultId(env.APP_SECRET, id);
  if (!signed) return null;
  const { communityId, ...inputs } = signed;
  return {
    ...inputs,
    publicId: id,
    variant: communityId ? 'community' : 'basic',
    community: await shownCommunity(db, communityId),
  };
}

/**
 * The community a result page shows: as the community search shows it, or its id alone when it
 * is gone — never what the submit said of it, which a sealed id does not carry (so the page of a
 * stored quote and that of another client's repeat cannot be told apart by it).
 */
async function shownCommunity(db: Db, id: number | null): Promise<ResultCommunity | null> {
  if (!id) return null;
  return (await communityCard(db, id)) ?? { id };
}
