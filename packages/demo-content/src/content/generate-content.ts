/**
 * The whole generated content, from one fixed seed: the same seed always gives the same rows.
 *
 * @example const content = generateContent(); content.works.length // 300
 */
import { mulberry32 } from '@renovo/api/seeding';
import { type ArticleSeed, generateArticles } from './generate-articles.ts';
import { type CompanySeed, generateCompanies } from './generate-companies.ts';
import { generateReactions, type ReactionSeed } from './generate-reactions.ts';
import {
  type GoogleCommentSeed,
  generateGoogleComments,
  generateRatings,
  type RatingSeed,
} from './generate-reviews.ts';
import { generateShorts, type ShortSeed } from './generate-shorts.ts';
import { generateWorks, type WorkImageSeed, type WorkSeed } from './generate-works.ts';

/** The default seed of the content generator. */
export const CONTENT_SEED = 20_250_630;

/** How much of each is generated. */
const CONTENT_COUNTS = {
  companies: 64,
  works: 300,
  representWorks: 30,
  articles: 200,
  shorts: 50,
} as const;

/** Every generated row, by table. */
export interface GeneratedContent {
  companies: CompanySeed[];
  works: WorkSeed[];
  images: WorkImageSeed[];
  articles: ArticleSeed[];
  shorts: ShortSeed[];
  ratings: RatingSeed[];
  googleComments: GoogleCommentSeed[];
  /** Likes and collects of the demo readers, in proportion to the views. */
  reactions: ReactionSeed[];
}

/** Generates the content of a fresh database (each part from its own stream of the seed). */
export function generateContent(seed: number = CONTENT_SEED): GeneratedContent {
  const stream = (salt: number) => mulberry32((seed ^ (salt * 0x9e3779b9)) >>> 0);
  const companies = generateCompanies(stream(1), CONTENT_COUNTS.companies);
  const { works, images } = generateWorks(
    stream(2),
    companies,
    CONTENT_COUNTS.works,
    CONTENT_COUNTS.representWorks,
  );
  const articles = generateArticles(stream(3), CONTENT_COUNTS.articles, works, images, companies);
  const shorts = generateShorts(stream(4), CONTENT_COUNTS.shorts, works);
  const ratings = generateRatings(stream(5), companies, works);
  const googleComments = generateGoogleComments(stream(6), companies);
  for (const company of companies)
    company.worksCount = works.filter((w) => w.companyId === company.id).length;
  const reactions = generateReactions(stream(7), articles, works);
  return { companies, works, images, articles, shorts, ratings, googleComments, reactions };
}
