import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ArticleStatisticQuerySchema,
  ArticleStatisticResponseSchema,
  FavouritePayloadSchema,
  SharePayloadSchema,
  VisitPayloadSchema,
} from './favourites.schemas.ts';

describe('Favourite: source_id, source_type work|article|article_title|article_qa', () => {
  it.each(['work', 'article', 'article_title', 'article_qa'])('accepts %s', (source_type) => {
    expect(z.safeParse(FavouritePayloadSchema, { source_id: 1, source_type }).success).toBe(true);
  });
  it('rejects other types', () => {
    expect(z.safeParse(FavouritePayloadSchema, { source_id: 1, source_type: 'company' }).success).toBe(false);
  });
  it('reads an id held as text (URL, attribute) as a number; other text is rejected', () => {
    expect(z.parse(FavouritePayloadSchema, { source_id: '12', source_type: 'work' })).toEqual({
      source_id: 12,
      source_type: 'work',
    });
    for (const source_id of ['', 'abc', '0', '-1', '1.5']) {
      expect(z.safeParse(FavouritePayloadSchema, { source_id, source_type: 'work' }).success).toBe(false);
    }
  });
});

describe('Share: share_type copy_link|facebook|line, type article, source_id', () => {
  it('accepts the three share types', () => {
    for (const share_type of ['copy_link', 'facebook', 'line']) {
      expect(z.safeParse(SharePayloadSchema, { share_type, type: 'article', source_id: 2 }).success).toBe(
        true,
      );
    }
    expect(z.safeParse(SharePayloadSchema, { share_type: 'line', type: 'work', source_id: 2 }).success).toBe(
      false,
    );
  });
});

describe('Visit payload', () => {
  it('accepts work and article visits', () => {
    expect(z.safeParse(VisitPayloadSchema, { source_type: 'work', source_id: 2 }).success).toBe(true);
    expect(z.safeParse(VisitPayloadSchema, { source_type: 'user', source_id: 2 }).success).toBe(false);
  });
});

describe('Article statistic: GET type favorite|dislike, article_id, is_cancel', () => {
  it('coerces the query string', () => {
    expect(
      z.parse(ArticleStatisticQuerySchema, { type: 'dislike', article_id: '12', is_cancel: '0' }),
    ).toEqual({
      type: 'dislike',
      article_id: 12,
      is_cancel: 0,
    });
  });
  it('rejects other types and flags', () => {
    expect(
      z.safeParse(ArticleStatisticQuerySchema, { type: 'like', article_id: '1', is_cancel: '0' }).success,
    ).toBe(false);
    expect(
      z.safeParse(ArticleStatisticQuerySchema, { type: 'favorite', article_id: '1', is_cancel: '2' }).success,
    ).toBe(false);
  });
  it('reads status and info', () => {
    expect(z.parse(ArticleStatisticResponseSchema, { status: 200, info: 'ok' })).toEqual({
      status: 200,
      info: 'ok',
    });
  });
});
