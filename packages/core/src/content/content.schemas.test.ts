import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ArticleDetailResponseSchema,
  CompanyFromWorkResponseSchema,
  IdQuerySchema,
  WorkDetailResponseSchema,
} from './content.schemas.ts';

const image = { work_id: 3, work_index: 0, src: 'https://cdn/a.jpg', tags: ['客廳'], alt: '客廳' };

describe('Article detail: counters, flags, aiLabels, imageList and viewImageList', () => {
  it('reads the article fields', () => {
    const data = {
      id: 1,
      title: '收納',
      content: '<p>x</p>',
      is_collect: false,
      collect_count: 3,
      share_count: 2,
      favor_count: 1,
      is_favor: true,
      is_dislike: false,
      aiLabels: ['收納'],
      imageList: [image],
      viewImageList: [{ ...image, work_id: null }],
    };
    const parsed = z.parse(ArticleDetailResponseSchema, { code: 200, data });
    expect(parsed.data.share_count).toBe(2);
    expect(parsed.data.viewImageList[0]?.work_id).toBeNull();
  });
  it('coerces the id query', () => {
    expect(z.parse(IdQuerySchema, { id: '15' })).toEqual({ id: 15 });
  });
});

describe('Work detail: represent work, company, spaces, images with markers, represent_data', () => {
  const workImage = { id: 1, url: 'u', space_cn: '客廳', is_collect: false, markers: [{ x: 0.5, y: 0.2 }] };
  const data = {
    id: 4,
    title: '北歐風',
    is_represent_work: 1,
    is_collect: true,
    company: { id: 9, name: '好設計' },
    spaces: [{ name: '客廳', start_index: 0, total: 1 }],
    images: [workImage],
    represent_data: { construction_images: [workImage], construction_labels: ['水電'] },
  };
  it('reads a representative work', () => {
    const parsed = z.parse(WorkDetailResponseSchema, { code: 200, data });
    expect(parsed.data.is_represent_work).toBe(1);
    expect(parsed.data.represent_data?.construction_labels).toEqual(['水電']);
  });
  it('represent_data is null for ordinary works; is_represent_work is 0/1', () => {
    expect(
      z.safeParse(WorkDetailResponseSchema, { code: 200, data: { ...data, represent_data: null } }).success,
    ).toBe(true);
    expect(
      z.safeParse(WorkDetailResponseSchema, { code: 200, data: { ...data, is_represent_work: 2 } }).success,
    ).toBe(false);
  });
  it('company from work may be null (code 404)', () => {
    expect(z.parse(CompanyFromWorkResponseSchema, { code: 404, data: null }).data).toBeNull();
  });
});
