/**
 * The quote page's "今日已有 N 位屋主獲取報價" shows only from TODAY_COUNT_MIN_SHOWN up
 * (the API already leaves out the visitor's own quotes); the latest records still show.
 */
import { basicFormMessages, format, TODAY_COUNT_MIN_SHOWN } from '@renovo/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RecentQuotesList } from '../../app/components/quote/recent-quotes.tsx';

const records = [{ time: '剛才', region: '臺北市', size: '30坪' }];
const render = (count: number) =>
  renderToStaticMarkup(createElement(RecentQuotesList, { data: { records, count } }));

describe('today count on the quote page', () => {
  it('is hidden below the minimum, the records are not', () => {
    for (const count of [1, TODAY_COUNT_MIN_SHOWN - 1]) {
      const html = render(count);
      expect(html).not.toContain('今日已有');
      expect(html).toContain('臺北市');
    }
  });

  it('is shown from the minimum up', () => {
    expect(render(TODAY_COUNT_MIN_SHOWN)).toContain(
      format(basicFormMessages.todayCount, { count: TODAY_COUNT_MIN_SHOWN }),
    );
  });
});
