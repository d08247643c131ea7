/**
 * The content seed: the counts, the variety (every region, style and space; 6–20
 * images per work; no two titles alike) and the safety of the stored article HTML, checked on
 * the seeded test database; and the generator's determinism.
 */

import { articles, companies, shorts, workImages, works } from '@renovo/api/schema-content';
import { companyRatings, googleComments } from '@renovo/api/schema-reviews';
import { createHarness, DATABASE_LANES, type TestHarness } from '@renovo/api/testing';
import { REGION_IDS, SPACES, STYLES } from '@renovo/core/data';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleSkeleton } from './helpers.ts';
import { generateContent, seedContent } from './index.ts';

const ids = (list: readonly { value: number | string }[]) =>
  list.flatMap((o) => (typeof o.value === 'number' ? [o.value] : []));

describe('content generator', () => {
  it('the same seed gives the same content; another seed other content', () => {
    const a = generateContent(7);
    const b = generateContent(7);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(generateContent(8).works[0]!.title).not.toBe(a.works[0]!.title);
  });
});

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const total = async (table: PgTable) => {
    const [row] = await h.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('counts: ≥ 60 companies, 300 works, 30 represent works, 200 articles, 50 shorts, ratings and reviews', async () => {
    expect(await total(companies)).toBeGreaterThanOrEqual(60);
    expect(await total(works)).toBe(300);
    const [represent] = await h.db.select({ n: count() }).from(works).where(eq(works.isRepresent, true));
    expect(represent?.n).toBe(30);
    expect(await total(articles)).toBe(200);
    expect(await total(shorts)).toBe(50);
    expect(await total(companyRatings)).toBeGreaterThanOrEqual(300);
    expect(await total(googleComments)).toBeGreaterThanOrEqual(200);
  });

  it('companies cover the 22 regions; works cover every region and style; photos every space', async () => {
    const hq = await h.db.selectDistinct({ id: companies.regionId }).from(companies);
    expect(hq.map((r) => r.id).sort((a, b) => a - b)).toEqual([...REGION_IDS].sort((a, b) => a - b));
    const workRegions = await h.db.selectDistinct({ id: works.regionId }).from(works);
    expect(workRegions).toHaveLength(22);
    const styles = await h.db.selectDistinct({ id: works.styleId }).from(works);
    expect(styles.map((s) => s.id).sort((a, b) => a - b)).toEqual(ids(STYLES).sort((a, b) => a - b));
    const spaces = await h.db
      .selectDistinct({ id: workImages.spaceId })
      .from(workImages)
      .where(eq(workImages.kind, 'photo'));
    expect(spaces.map((s) => s.id).sort((a, b) => a! - b!)).toEqual(ids(SPACES).sort((a, b) => a - b));
    const housing = await h.db.selectDistinct({ id: works.housingType }).from(works);
    expect(housing).toHaveLength(8);
  });

  it('every work has 6–20 images over the spaces (photos and its floor plan); represent works their construction photos', async () => {
    const rows = await h.db.select({ workId: workImages.workId, kind: workImages.kind }).from(workImages);
    const byWork = new Map<number, { photo: number; plan: number; construction: number }>();
    for (const row of rows) {
      const entry = byWork.get(row.workId) ?? { photo: 0, plan: 0, construction: 0 };
      entry[row.kind] += 1;
      byWork.set(row.workId, entry);
    }
    expect(byWork.size).toBe(300);
    const represent = new Set(
      (await h.db.select({ id: works.id }).from(works).where(eq(works.isRepresent, true))).map((w) => w.id),
    );
    for (const [workId, entry] of byWork) {
      expect(entry.photo, `work ${workId}`).toBeGreaterThanOrEqual(6);
      expect(entry.photo + entry.plan, `work ${workId}`).toBeLessThanOrEqual(20);
      expect(entry.plan).toBe(1);
      if (represent.has(workId)) expect(entry.construction).toBeGreaterThanOrEqual(7);
      else expect(entry.construction).toBe(0);
    }
  });

  it('no two titles alike (not even once the numbers are taken out)', async () => {
    for (const table of [works, articles, shorts] as const) {
      const titles = (await h.db.select({ title: table.title }).from(table)).map((r) => r.title);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(titles.map(titleSkeleton)).size).toBe(titles.length);
      expect(titles.every((t) => /[\u4e00-\u9fff]/.test(t))).toBe(true);
    }
    const names = (await h.db.select({ name: companies.name }).from(companies)).map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('article HTML is sanitised: no script, style, iframe, event handler or javascript: URL', async () => {
    const rows = await h.db.select({ html: articles.contentHtml, images: articles.images }).from(articles);
    for (const { html, images } of rows) {
      expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|form)/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).toContain('<h2>');
      expect(images.length).toBeGreaterThan(0);
    }
  });

  it('every company has ratings and its figures agree with them', async () => {
    const rows = await h.db.select().from(companies);
    for (const company of rows) {
      expect(company.ratingCount, company.name).toBeGreaterThanOrEqual(3);
      expect(company.ratingAvgX100).toBeGreaterThanOrEqual(100);
      expect(company.ratingAvgX100).toBeLessThanOrEqual(500);
      expect(Object.keys(company.scores)).toHaveLength(5);
    }
    expect(rows.filter((c) => c.hotRank !== null)).toHaveLength(10);
  });

  it('seeding again inserts nothing', async () => {
    const again = await seedContent(h.db);
    expect(again.works).toBe(0);
    expect(await total(works)).toBe(300);
  });
});
