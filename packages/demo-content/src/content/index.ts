/**
 * Seeds the content of a fresh database: companies, works and their images, articles, shorts,
 * on-site ratings and Google comments, all generated from a fixed seed. Runs once: when
 * companies exist nothing is written. Rows that reference each other keep their generated ids;
 * the identity sequences are moved past them so new rows take the next id.
 */

import type { Db } from '@renovo/api/db';
import { reactions, users } from '@renovo/api/schema';
import { articles, companies, shorts, workImages, works } from '@renovo/api/schema-content';
import { companyRatings, googleComments } from '@renovo/api/schema-reviews';
import { refreshCompanyRatings } from '@renovo/api/seeding';
import { sql } from 'drizzle-orm';
import { CONTENT_SEED, generateContent } from './generate-content.ts';
import { DEMO_READERS } from './generate-reactions.ts';

export { generateContent } from './generate-content.ts';

/** What the content seed inserted (all 0 when the content was already there). */
export interface ContentSeedCounts {
  companies: number;
  works: number;
  images: number;
  representWorks: number;
  articles: number;
  shorts: number;
  ratings: number;
  googleComments: number;
  reactions: number;
}

/** Rows per INSERT statement. */
const CHUNK = 400;

/** Seeds the content unless companies already exist. */
export async function seedContent(db: Db, seed: number = CONTENT_SEED): Promise<ContentSeedCounts> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  if ((existing?.n ?? 0) > 0) {
    return {
      companies: 0,
      works: 0,
      images: 0,
      representWorks: 0,
      articles: 0,
      shorts: 0,
      ratings: 0,
      googleComments: 0,
      reactions: 0,
    };
  }
  const content = generateContent(seed);
  await db.transaction(async (tx) => {
    const insert = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = CHUNK) => {
      for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
    };
    await insert(content.companies, (chunk) => tx.insert(companies).values(chunk));
    await insert(content.works, (chunk) => tx.insert(works).values(chunk));
    await insert(content.images, (chunk) => tx.insert(workImages).values(chunk), 1000);
    await insert(content.articles, (chunk) => tx.insert(articles).values(chunk), 50);
    await insert(content.shorts, (chunk) => tx.insert(shorts).values(chunk));
    await insert(content.ratings, (chunk) => tx.insert(companyRatings).values(chunk));
    await insert(content.googleComments, (chunk) => tx.insert(googleComments).values(chunk));
    // The demo readers (no mobile, no personal data) and their likes and collects.
    const readers = await tx
      .insert(users)
      .values(Array.from({ length: DEMO_READERS }, () => ({ name: '示範讀者' })))
      .returning({ id: users.id });
    const rows = content.reactions.map(({ reader, ...rest }) => ({ userId: readers[reader]!.id, ...rest }));
    await insert(rows, (chunk) => tx.insert(reactions).values(chunk), 2000);
    await refreshCompanyRatings(tx);
    await tx.execute(sql`
      update companies c set hot_rank = ranked.rank
      from (select id, row_number() over (order by reputation_x100 desc, id) as rank from companies) ranked
      where c.id = ranked.id and ranked.rank <= 10
    `);
    for (const table of ['companies', 'works', 'work_images', 'articles', 'shorts', 'google_comments']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
  });
  return {
    companies: content.companies.length,
    works: content.works.length,
    images: content.images.length,
    representWorks: content.works.filter((w) => w.isRepresent).length,
    articles: content.articles.length,
    shorts: content.shorts.length,
    ratings: content.ratings.length,
    googleComments: content.googleComments.length,
    reactions: content.reactions.length,
  };
}
