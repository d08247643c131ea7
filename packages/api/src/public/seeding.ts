/**
 * `@renovo/api/seeding`: what a seed of invented content (`@renovo/demo-content`) writes its rows
 * with, so they hold what the API serves: the seeded random numbers, the addresses of the media
 * the API draws, the article labels, the construction stages, the company ratings' refresh, and
 * the media folder of a data folder.
 */
export { sanitizeArticleHtml } from '../content/articles/sanitize-article-html.ts';
export { ARTICLE_LABELS } from '../db/reference/article-labels.ts';
export { intBetween, mulberry32, pick, pickWeighted, type Random } from '../lib/prng.ts';
export { CONSTRUCTION_STAGES } from '../services/images/construction.ts';
export { renderMedia } from '../services/images/index.ts';
export {
  avatarUrl,
  constructionUrl,
  logoUrl,
  photoUrl,
  planUrl,
  posterUrl,
  videoFileUrl,
  videoUrl,
} from '../services/images/urls.ts';
export { mediaDirOf } from '../services/media-files.ts';
export { refreshCompanyRatings } from '../services/ratings/refresh-company-ratings.ts';
