/**
 * A company page does not say "203 則 Google 評價" over a list that pages out at 10 —
 * it says how many are shown of how many ("顯示 10 則，共 203 則 Google 評價"), and the pages
 * hold exactly the shown ones.
 */
import { companyMessages, format } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { api, getPage, textOf } from '../harness/site.ts';

interface Envelope<T> {
  data: T;
}

describe('Google count on the company page', () => {
  it('says how many of the company’s Google reviews are shown', async () => {
    const ranking = await api<Envelope<{ items: { id: number; google_count: number }[] }>>(
      '/hyperf/company_rating/ranking?per_page=10',
    );
    const company = ranking.data.items.find((c) => c.google_count > 0)!;
    const google = await api<Envelope<{ total: number; review_count: number }>>(
      `/v1/company/google_comments?id=${company.id}&page=1&per_page=5`,
    );
    const { status, html } = await getPage(`/company/${company.id}`);
    expect(status).toBe(200);
    const text = textOf(html);
    const { total, review_count } = google.data;
    expect(total).toBeLessThan(review_count);
    expect(text).toContain(format(companyMessages.googleShown, { shown: total, n: review_count }));
    expect(text.replaceAll(/顯示 \d+ 則，共 \d+ 則/g, '')).not.toContain(`${review_count} 則 Google 評價`);
  });

  it('the off-site reviews page says how many are shown per company', async () => {
    const { status, html } = await getPage('/reviews/off-site');
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toMatch(/顯示 \d+ 則，共 \d+ 則 Google 評價/);
    expect(text.replaceAll(/顯示 \d+ 則，共 \d+ 則/g, '')).not.toMatch(/\d+ 則 Google 評價/);
  });
});
