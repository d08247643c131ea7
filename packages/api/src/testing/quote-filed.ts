/**
 * For attribution tests: files a basic quote through the API with the given headers (each from a
 * client address and mobile of its own, by `n`) and answers the stored quote and its lead-index row.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { quotes } from '../db/schema.ts';
import { leads } from '../db/schema-leads.ts';
import type { TestHarness } from './harness.ts';

export async function fileQuote(
  h: TestHarness,
  headers: Record<string, string>,
  n: number,
  mobilePrefix: string,
) {
  const answer = await h.call('POST', '/hyperf/valuation/v3/submit', {
    headers: { 'x-forwarded-for': `203.0.113.${n}`, ...headers },
    body: {
      region_id: 1,
      size: 30,
      mobile: `${mobilePrefix}${String(n).padStart(2, '0')}`,
      accepted: 1,
      notice_version: h.env.CONSENT_NOTICE_VERSION,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const id = answer.body.data.id as number;
  const [quote] = await h.db.select().from(quotes).where(eq(quotes.id, id));
  const [lead] = await h.db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, 'basic'), eq(leads.leadId, id)));
  return { quote: quote!, lead: lead! };
}
