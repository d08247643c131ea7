/**
 * SEO of a page path: the content pages read their title from the database, the others from the
 * route table.
 */
import { format, serverMessages } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, companies, works } from '../../db/schema-content.ts';
import { SEO_PAGES, SITE_NAME } from '../catalogue/site.ts';
import { companyIsPublic, workIsPublic } from '../publishing/public-content.ts';
import { isPublished } from '../publishing/published.ts';

/** What a page's head carries. */
export interface SeoInfo {
  title: string;
  description: string;
  keywords: string[];
  /** The image of link previews: a stored root-relative path or absolute URL. */
  og_image: string | null;
  canonical_path: string;
  page_type: string;
}

const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The SEO of `path` (query and `.html` suffix ignored). */
export async function seoFor(db: Db, rawPath: string): Promise<SeoInfo> {
  const path = (rawPath.split(/[?#]/)[0] ?? '/').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  const work = /^\/works\/(\d{1,9})(?:\/(?:\d{1,9}|photo))?$/.exec(path);
  if (work) {
    const [row] = await db
      .select({ title: works.title, description: works.description, cover: works.coverUrl, tags: works.tags })
      .from(works)
      .where(and(eq(works.id, Number(work[1])), workIsPublic))
      .limit(1);
    if (row) {
      return {
        title: `${row.title}｜${SITE_NAME}`,
        description: clip(row.description),
        keywords: row.tags,
        og_image: row.cover,
        canonical_path: `/works/${work[1]}`,
        page_type: 'work_detail',
      };
    }
  }
  const article = /^\/article\/(\d{1,9})$/.exec(path);
  if (article) {
    const [row] = await db
      .select({
        title: articles.title,
        summary: articles.summary,
        cover: articles.coverUrl,
        labels: articles.aiLabels,
      })
      .from(articles)
      .where(and(eq(articles.id, Number(article[1])), isPublished(articles)))
      .limit(1);
    if (row) {
      return {
        title: `${row.title}｜${SITE_NAME}`,
        description: clip(row.summary),
        keywords: row.labels,
        og_image: row.cover,
        canonical_path: path,
        page_type: 'article_detail',
      };
    }
  }
  const company = /^\/company\/(\d{1,9})$/.exec(path);
  if (company) {
    const [row] = await db
      .select({ name: companies.name, intro: companies.intro, logo: companies.logoUrl })
      .from(companies)
      .where(and(eq(companies.id, Number(company[1])), companyIsPublic))
      .limit(1);
    if (row) {
      return {
        title: format(serverMessages.companySeoTitle, { name: row.name, site: SITE_NAME }),
        description: clip(row.intro),
        keywords: [row.name, ...serverMessages.companySeoKeywords],
        og_image: row.logo,
        canonical_path: path,
        page_type: 'company_detail',
      };
    }
  }
  const page = SEO_PAGES[path];
  const fallback = SEO_PAGES['/']!;
  return {
    title: page?.title ?? fallback.title,
    description: page?.description ?? fallback.description,
    keywords: page?.keywords ?? fallback.keywords,
    og_image: null,
    canonical_path: page ? path : '/',
    page_type: page ? path.slice(1).replace(/\//g, '_') || 'home' : 'default',
  };
}
