/**
 * Numbers an owner can trust: `/reputation-ranking` says what it ranks by and ranks
 * by it — the Bayesian average of a company's published owner ratings (core's REPUTATION: prior
 * mean 4.0 with a weight of 5 ratings), only companies with at least REPUTATION.minRatings of
 * them, never the Google score. Checked against the ratings in the database, not the stored
 * figure alone.
 */
import { REPUTATION } from '@renovo/core/data';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { refreshCompanyRatings } from '../../services/ratings/refresh-company-ratings.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

interface RankedCard {
  id: number;
  rank: number;
  rating: number;
  rating_count: number;
  reputation: number;
  google_rating: number;
}

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  /** The whole ranking, page by page. */
  async function wholeRanking(): Promise<RankedCard[]> {
    const items: RankedCard[] = [];
    for (let page = 1; ; page++) {
      const data = (await h.call('GET', `/hyperf/company_rating/ranking?per_page=20&page=${page}`)).body.data;
      items.push(...data.items);
      if (items.length >= data.total || data.items.length === 0) return items;
    }
  }

  /** The Bayesian average of a company's published ratings, from the rows themselves. */
  async function bayesian(companyId: number): Promise<{ score: number; count: number }> {
    const rows = await h.db
      .select({ score: companyRatings.score })
      .from(companyRatings)
      .where(and(eq(companyRatings.companyId, companyId), eq(companyRatings.status, 'published')));
    const sum = rows.reduce((total, r) => total + r.score, 0);
    const score =
      (REPUTATION.priorMean * REPUTATION.priorWeight + sum) / (REPUTATION.priorWeight + rows.length);
    return { score: Math.round(score * 100) / 100, count: rows.length };
  }

  it('ranks by the Bayesian average of the owner ratings, highest first, ranks 1…n', async () => {
    const ranking = await wholeRanking();
    expect(ranking.length).toBeGreaterThanOrEqual(10);
    expect(ranking.map((c) => c.rank)).toEqual(ranking.map((_, i) => i + 1));
    for (let i = 1; i < ranking.length; i++)
      expect(ranking[i - 1]!.reputation, `rank ${i}`).toBeGreaterThanOrEqual(ranking[i]!.reputation);
    for (const card of ranking) {
      const expected = await bayesian(card.id);
      expect(card.reputation, `company ${card.id}`).toBe(expected.score);
      expect(card.rating_count).toBe(expected.count);
    }
  });

  it(`ranks only companies with at least ${REPUTATION.minRatings} published ratings`, async () => {
    // The top company keeps only two 5-star ratings published: a high average, too few to rank.
    const top = (await wholeRanking())[0]!;
    const rows = await h.db
      .select({ id: companyRatings.id })
      .from(companyRatings)
      .where(and(eq(companyRatings.companyId, top.id), eq(companyRatings.status, 'published')));
    for (const [i, row] of rows.entries())
      await h.db
        .update(companyRatings)
        .set(i < REPUTATION.minRatings - 1 ? { score: 5 } : { status: 'draft' })
        .where(eq(companyRatings.id, row.id));
    await refreshCompanyRatings(h.db, top.id);
    const ranking = await wholeRanking();
    expect(ranking.some((c) => c.id === top.id)).toBe(false);
    const ranked = new Set(ranking.map((c) => c.id));
    const all = await h.db.select({ id: companies.id, n: companies.ratingCount }).from(companies);
    const few = all.filter((c) => c.n < REPUTATION.minRatings);
    for (const card of ranking) expect(card.rating_count).toBeGreaterThanOrEqual(REPUTATION.minRatings);
    for (const company of few) expect(ranked.has(company.id), `company ${company.id}`).toBe(false);
    expect(ranked.size).toBe(all.length - few.length);
  });

  it('a better Google score does not move a company up', async () => {
    const ranking = await wholeRanking();
    const last = ranking.at(-1)!;
    await h.db
      .update(companies)
      .set({ googleRatingX10: 50, googleCount: 5000 })
      .where(eq(companies.id, last.id));
    const again = await wholeRanking();
    expect(again.map((c) => c.id)).toEqual(ranking.map((c) => c.id));
  });
});
