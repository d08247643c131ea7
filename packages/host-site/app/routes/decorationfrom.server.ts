/**
 * Server side of the quote form page (and of the landing pages that show the same proof): the
 * latest quote records with their relative times, and today's count. Optional: a failed call
 * shows the page without them.
 */
import { type ApiClient, getRecentRecords, timeAgo } from '@renovo/core';
import type { RecentQuote, RecentQuotes } from '../components/quote/recent-quotes.tsx';
import { settle } from '../lib/read.ts';

/** Records shown on a page. */
const RECENT_QUOTES_SHOWN = 6;

/** The latest records (times relative to now, computed here so server and client agree). */
export async function loadRecentQuotes(
  api: ApiClient,
  shown = RECENT_QUOTES_SHOWN,
): Promise<RecentQuotes | null> {
  const answer = await settle(getRecentRecords(api));
  const data = answer?.data;
  if (!data || !Array.isArray(data.records)) return null;
  const now = Date.now();
  const records: RecentQuote[] = data.records.slice(0, shown).map((record) => ({
    time: timeAgo(record.created_at, now),
    region: record.region_cn,
    size: record.size_cn,
  }));
  return { records, count: typeof data.count === 'number' ? data.count : 0 };
}
