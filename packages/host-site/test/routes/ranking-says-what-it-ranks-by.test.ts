/**
 * `/reputation-ranking` says what it ranks by (the Bayesian average of the owner
 * ratings, with its prior and minimum count, Google not counted) and shows that score on every
 * card, highest first — so a 4.7 above a 4.8 reads as what it is.
 */
import { companyMessages, format, REPUTATION } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { getPage, textOf } from '../harness/site.ts';

describe('/reputation-ranking', () => {
  it('states the ranking method and shows each company’s ranking score, highest first', async () => {
    const { status, html } = await getPage('/reputation-ranking');
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(
      format(companyMessages.rankingMethod, {
        mean: REPUTATION.priorMean.toFixed(1),
        weight: REPUTATION.priorWeight,
        min: REPUTATION.minRatings,
      }),
    );
    expect(text).not.toContain('依真實屋主評價排序');
    const prefix = format(companyMessages.reputationScore, { score: '' });
    const scores = [...text.matchAll(new RegExp(`${prefix}(\\d\\.\\d\\d)`, 'g'))].map((m) => Number(m[1]));
    expect(scores.length).toBeGreaterThanOrEqual(10);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
