/**
 * First-party analytics collection (docs/spec/console.md#attribution; ADR 024): a batch of events is checked
 * against
 * the address's rate limit and stored in one transaction. Nothing personal is stored: no address
 * (the rate-limit log keeps it for a day, as for every limit), no member, no mobile; a page's
 * query and fragment are cut off (they may carry anything).
 */
import type { AnalyticsEventInput } from '@renovo/core/contracts';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from '../db/schema-leads.ts';
import type { AddressKey } from '../lib/client-ip.ts';
import { addressLimitKey, consumeLimits } from '../services/rate-limit/index.ts';

/** Batches one address may send in the window, unless EVENTS_LIMIT_ADDRESS_10MIN says otherwise. */
export const EVENTS_BATCHES_PER_WINDOW = 120;
/** The window of that limit, ms (10 minutes). */
const EVENTS_WINDOW_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The page without its query and fragment, at most 512 characters; null when empty. */
function pageOf(url: string | undefined): string | null {
  if (!url) return null;
  const bare = url.split('#')[0]!.split('?')[0]!.slice(0, 512);
  return bare || null;
}

/** A script's `url:line:col` without the URL's query and fragment; null when empty. */
function sourceOf(source: string | undefined): string | null {
  if (!source) return null;
  return source.replace(/[?#].*?(:\d+:\d+)?$/, '$1') || null;
}

/** Outcome of {@link storeEvents}. */
export type StoreOutcome = { ok: true; accepted: number } | { ok: false; retryAfterSeconds: number };

/**
 * Stores a batch unless the address is over its limit. `partnerOf` names the partner an event is
 * credited to (from the key the event names, which the caller checks against the request), or null.
 */
export async function storeEvents(
  db: Db,
  batch: AnalyticsEventInput[],
  options: {
    address: AddressKey;
    now: Date;
    /** Batches the address may send in the window (default {@link EVENTS_BATCHES_PER_WINDOW}). */
    limit?: number;
    partnerOf: (named: string | undefined) => Promise<string | null>;
  },
): Promise<StoreOutcome> {
  const partners = await Promise.all(batch.map((event) => options.partnerOf(event.partner)));
  const received = options.now.getTime();
  return db.transaction(async (tx) => {
    const outcome = await consumeLimits(
      tx,
      [
        {
          key: addressLimitKey('events', options.address),
          limit: options.limit ?? EVENTS_BATCHES_PER_WINDOW,
          windowMs: EVENTS_WINDOW_MS,
          reason: 'events',
        },
      ],
      options.now,
    );
    if (!outcome.ok) return { ok: false, retryAfterSeconds: outcome.retryAfterSeconds };
    await tx.insert(analyticsEvents).values(
      batch.map((event, i) => {
        // A page's clock may be wrong: its time is kept within a day of the receipt.
        const at =
          event.ts === undefined
            ? received
            : Math.min(received + DAY_MS, Math.max(received - DAY_MS, event.ts));
        return {
          receivedAt: options.now,
          at: new Date(at),
          name: event.name,
          category: event.category ?? null,
          action: event.action ?? null,
          label: event.label ?? null,
          partnerKey: partners[i] ?? null,
          module: event.module ?? null,
          type: event.type ?? null,
          page: pageOf(event.page),
          utmSource: event.utm?.source ?? null,
          utmMedium: event.utm?.medium ?? null,
          utmCampaign: event.utm?.campaign ?? null,
          utmContent: event.utm?.content ?? null,
          flags: event.flags ?? null,
          source: sourceOf(event.source),
        };
      }),
    );
    return { ok: true, accepted: batch.length };
  });
}
