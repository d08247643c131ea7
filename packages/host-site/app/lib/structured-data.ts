/**
 * The pages' structured data (JSON-LD), typed with `schema-dts` (types only: nothing
 * reaches the browser but the objects): `Article` for articles, `HomeAndConstructionBusiness`
 * with `AggregateRating` and `Review` for companies, `ImageGallery` (a `CreativeWork`) for works,
 * `VideoObject` for shorts, and the `BreadcrumbList` of every page (the layout's `SeoHead`).
 *
 * React Router's `<Meta>` serialises a `script:ld+json` descriptor with `<`, `>`, `&` and the
 * line separators escaped (`\u003c`…), so a title holding `</script>` cannot end the script;
 * `ldScript` does the same for the one script the layout renders itself.
 *
 * @example pageMeta(title, text, [ldJson(articleLd(origin, article))])
 */
import type {
  Article,
  BreadcrumbList,
  HomeAndConstructionBusiness,
  ImageGallery,
  VideoObject,
  WithContext,
} from 'schema-dts';

/** A crumb: its name and the page's path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The JSON-LD document of a page's trail. */
export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** What an article's JSON-LD reads. */
interface ArticleFacts {
  id: number;
  title: string;
  summary: string;
  published_at: string;
  author: string;
}

/** An article page's `Article`. */
export function articleLd(origin: string, article: ArticleFacts, image: string): WithContext<Article> {
  const url = `${origin}/article/${article.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    image: [image],
    datePublished: article.published_at,
    author: { '@type': 'Organization', name: article.author },
    mainEntityOfPage: url,
    url,
  };
}

/** What a company's JSON-LD reads. */
interface CompanyFacts {
  id: number;
  name: string;
  intro: string;
  address: string;
  rating: number;
  rating_count: number;
  founded_year: number | null;
}

/** A review as the company page lists it (the list holds published reviews only). */
interface ReviewFacts {
  reviewer_name: string;
  score: number;
  content: string;
  published_at: string | null;
}

/**
 * A company page's `HomeAndConstructionBusiness`: its on-site rating as `AggregateRating` (only
 * when it has reviews: an empty rating is not a rating) and the reviews on the page as `Review`s.
 */
export function companyLd(
  origin: string,
  company: CompanyFacts,
  reviews: readonly ReviewFacts[],
  image: string,
): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: company.name,
    description: company.intro,
    url: `${origin}/company/${company.id}`,
    image,
    address: { '@type': 'PostalAddress', streetAddress: company.address, addressCountry: 'TW' },
    ...(company.founded_year ? { foundingDate: String(company.founded_year) } : {}),
    ...(company.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(company.rating.toFixed(1)),
            reviewCount: company.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    review: reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewer_name },
      reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
      ...(r.content ? { reviewBody: r.content } : {}),
      ...(r.published_at ? { datePublished: r.published_at } : {}),
    })),
  };
}

/** What a work's JSON-LD reads. */
interface WorkFacts {
  id: number;
  title: string;
  description: string;
  designer: string;
  published_at: string;
  company: { id: number; name: string };
  images: readonly { url: string; alt: string }[];
}

/** A work page's `ImageGallery` (a CreativeWork): its photos, its designer and company. */
export function workLd(origin: string, work: WorkFacts, image: string): WithContext<ImageGallery> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: work.title,
    description: work.description,
    url: `${origin}/works/${work.id}`,
    thumbnailUrl: image,
    datePublished: work.published_at,
    creator: {
      '@type': 'HomeAndConstructionBusiness',
      name: work.company.name,
      url: `${origin}/company/${work.company.id}`,
    },
    ...(work.designer ? { author: { '@type': 'Person', name: work.designer } } : {}),
    image: work.images
      .slice(0, 20)
      .map((i) => ({ '@type': 'ImageObject', contentUrl: i.url, caption: i.alt })),
  };
}

/** What a short's JSON-LD reads. */
interface ShortFacts {
  id: number;
  title: string;
  description: string;
  video_url: string;
  /** `video/mp4` (ADR 037), or `image/svg+xml` for a drawn slideshow. */
  video_type: string;
  duration: number;
  published_at: string;
}

/** A short's `VideoObject`. */
export function videoLd(origin: string, short: ShortFacts, image: string): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: short.title,
    description: short.description || short.title,
    thumbnailUrl: [image],
    uploadDate: short.published_at,
    // The MP4 file itself (ADR 037), as an absolute URL.
    contentUrl: new URL(short.video_url, `${origin}/`).href,
    encodingFormat: short.video_type,
    embedUrl: `${origin}/shorts/embed?id=${short.id}`,
    url: `${origin}/shorts?id=${short.id}`,
    duration: `PT${Math.max(0, Math.round(short.duration))}S`,
  };
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can end the script. */
export function ldScript(value: object): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
