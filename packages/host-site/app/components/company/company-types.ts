/**
 * Shapes of the companies and ratings answers of the content API
 * (packages/api/src/content/companies, ratings), as the pages read them.
 */
import type { Picture, ReviewKind, VerificationLevel } from '@renovo/core/contracts';
import type { NamedRef, WorkCardData } from '../works/work-types.ts';

/** A company as lists show it. */
export interface CompanyCardData {
  id: number;
  name: string;
  logo: string;
  /** An uploaded logo as a `<picture>` (absent or null for a drawn demo logo). */
  logo_picture?: Picture | null;
  /** Checked by the operator's staff: shows the verified badge. */
  verified?: boolean;
  region: NamedRef | null;
  served_regions: (NamedRef | null)[];
  styles: (NamedRef | null)[];
  price_min_wan: number;
  price_max_wan: number;
  price_cn: string;
  /** Average of the on-site ratings (0 when none). */
  rating: number;
  rating_count: number;
  reputation: number;
  google_rating: number;
  google_count: number;
  works_count: number;
  /** The ranking's place (reputation ranking only). */
  rank?: number;
}

/** A per-dimension score. */
interface DimensionScore {
  key: string;
  name: string;
  score: number;
}

/** The company detail. */
export interface CompanyDetailData extends CompanyCardData {
  intro: string;
  address: string;
  founded_year: number | null;
  team_size: number | null;
  /** The contact the company shows (each may be empty). */
  phone?: string;
  email?: string;
  website?: string;
  scores: DimensionScore[];
  is_hot: boolean;
  works: WorkCardData[];
  /** How far the company is verified, and its zh-TW label (absent from an older API). */
  verification_level?: VerificationLevel;
  verification_label?: string;
}

/** A published on-site rating. */
export interface RatingItemData {
  id: number;
  /** The listed company; null for an off-site review (a company not on the site). */
  company: { id: number; name: string; logo: string } | null;
  /** The company's name (the typed one for an off-site review). */
  company_name: string;
  kind: ReviewKind;
  reviewer_name: string;
  avatar: string;
  score: number;
  score_cn: string;
  scores: DimensionScore[];
  labels: string[];
  content: string;
  region: NamedRef | null;
  housing_type: NamedRef | null;
  budget_wan: number | null;
  area_ping: number | null;
  work_id: number | null;
  published_at: string | null;
  /** The company's reply, once the staff published it. */
  reply?: { body: string; published_at: string | null } | null;
}

/** The rating summary of a company. */
export interface RatingSummaryData {
  company_id: number;
  score: number;
  count: number;
  reputation: number;
  scores: DimensionScore[];
  distribution: { score: number; count: number }[];
  top_labels: { label: string; count: number }[];
  latest: RatingItemData[];
}

/** A Google (off-site) comment. */
export interface GoogleCommentData {
  id: number;
  author_name: string;
  avatar: string;
  rating: number;
  content: string;
  published_at: string;
}

/** A page of Google comments with the company's Google figures. */
export interface GoogleCommentsData {
  rating: number;
  review_count: number;
  items: GoogleCommentData[];
  total: number;
  page: number;
  per_page: number;
}
