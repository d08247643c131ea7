/** Company reviews: on-site ratings (scores per dimension, labels, text) and Google comments. */

import type { companyRatings, googleComments } from '@renovo/api/schema-reviews';
import { avatarUrl, intBetween, pick, type Random } from '@renovo/api/seeding';
import { labelsForScore, RATING_DIMENSIONS } from '@renovo/core/data';
import type { CompanySeed } from './generate-companies.ts';
import type { WorkSeed } from './generate-works.ts';
import { daysBefore, near, ratingScore, sample } from './helpers.ts';
import { LATIN_GIVEN, LATIN_SURNAMES, SURNAMES } from './words-people.ts';
import { GOOGLE_BODIES, GOOGLE_OPENINGS, RATING_SENTENCES } from './words-reviews.ts';

/** An on-site rating row as generated (ids are the table's own). */
export type RatingSeed = typeof companyRatings.$inferInsert;
/** A Google comment row as generated. */
export type GoogleCommentSeed = typeof googleComments.$inferInsert & { id: number };

const HOUSING_NAMES: Record<number, string> = {
  1: '新成屋',
  6: '中古屋',
  3: '老屋',
  4: '透天',
  5: '預售屋',
  2: '毛胚屋',
  7: '店面',
  8: '房子',
};

/** 3–14 published on-site ratings per company, some about one of its works. */
export function generateRatings(random: Random, companies: CompanySeed[], works: WorkSeed[]): RatingSeed[] {
  const worksByCompany = new Map<number, WorkSeed[]>();
  for (const work of works)
    worksByCompany.set(work.companyId, [...(worksByCompany.get(work.companyId) ?? []), work]);
  const rows: RatingSeed[] = [];
  for (const company of companies) {
    const own = worksByCompany.get(company.id) ?? [];
    for (let i = 0, count = intBetween(random, 3, 14); i < count; i++) {
      const score = ratingScore(random);
      const work = own.length > 0 && random() < 0.5 ? pick(random, own) : null;
      const tone = score >= 4 ? 'positive' : score === 3 ? 'neutral' : 'negative';
      const housingType = work?.housingType ?? pick(random, [1, 6, 3, 5]);
      const areaPing = work?.areaPing ?? intBetween(random, 15, 50);
      const surname = pick(random, SURNAMES);
      const scores = Object.fromEntries(RATING_DIMENSIONS.map((d) => [d.key, near(random, score)]));
      const publishedAt = daysBefore(random, 730, 2);
      rows.push({
        companyId: company.id,
        userId: null,
        source: 'seed',
        status: 'published',
        reviewerName: `${surname}${pick(random, ['先生', '小姐'])}`,
        avatarUrl: avatarUrl(rows.length + 1, surname),
        score,
        scores,
        labels: sample(random, labelsForScore(score), intBetween(random, 1, 4)),
        content: `我們家是${areaPing}坪的${HOUSING_NAMES[housingType]}。${sample(random, RATING_SENTENCES[tone], intBetween(random, 2, 3)).join('')}`,
        regionId: work?.regionId ?? company.regionId,
        housingType,
        budgetWan: work?.budgetWan ?? null,
        areaPing,
        workId: work?.id ?? null,
        createdAt: publishedAt,
        publishedAt,
      });
    }
  }
  return rows;
}

/** 3–10 Google comments per company, newest within two years. */
export function generateGoogleComments(random: Random, companies: CompanySeed[]): GoogleCommentSeed[] {
  const rows: GoogleCommentSeed[] = [];
  for (const company of companies) {
    for (let i = 0, count = intBetween(random, 3, 10); i < count; i++) {
      const rating = ratingScore(random);
      const latin = random() < 0.5;
      const surname = pick(random, SURNAMES);
      const author = latin
        ? `${pick(random, LATIN_GIVEN)} ${pick(random, LATIN_SURNAMES)}`
        : `${surname}${pick(random, ['小姐', '先生', '太太'])}`;
      rows.push({
        id: rows.length + 1,
        companyId: company.id,
        authorName: author,
        avatarUrl: avatarUrl(10_000 + rows.length, latin ? author[0]! : surname),
        rating,
        content: `${pick(random, GOOGLE_OPENINGS)}${pick(random, GOOGLE_BODIES[rating]!)}`,
        publishedAt: daysBefore(random, 730, 1),
      });
    }
  }
  return rows;
}
