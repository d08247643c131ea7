/** Companies as lists show them (cards). */
import { format, unitMessages } from '@renovo/core/messages';
import { asc, desc, type SQL } from 'drizzle-orm';
import { RATING_DIMENSIONS } from '../../db/reference/rating-config.ts';
import { companies } from '../../db/schema-content.ts';
import { regionRef, styleRef } from '../catalogue/names.ts';
import { photoAssetOf, pictureFor } from '../shared/picture-columns.ts';
import type { UrlMapper } from '../shared/public-url.ts';
import type { RowOf } from '../shared/row.ts';

/** The columns of a card. */
export const companyCardColumns = {
  id: companies.id,
  name: companies.name,
  logoUrl: companies.logoUrl,
  regionId: companies.regionId,
  servedRegionIds: companies.servedRegionIds,
  styleIds: companies.styleIds,
  priceMinWan: companies.priceMinWan,
  priceMaxWan: companies.priceMaxWan,
  ratingAvgX100: companies.ratingAvgX100,
  ratingCount: companies.ratingCount,
  reputationX100: companies.reputationX100,
  googleRatingX10: companies.googleRatingX10,
  googleCount: companies.googleCount,
  worksCount: companies.worksCount,
  verified: companies.verified,
  logoAsset: photoAssetOf(companies.logoMediaId),
};

/** A card row as selected. */
export type CompanyCardRow = RowOf<typeof companyCardColumns>;

/** The card of a company. */
export function companyCard(row: CompanyCardRow, url: UrlMapper) {
  const logo = pictureFor(row.logoAsset, url);
  return {
    id: row.id,
    name: row.name,
    logo: logo?.src ?? url(row.logoUrl),
    /** The uploaded logo as a `<picture>` (null for a drawn demo logo or while it is processed). */
    logo_picture: logo,
    verified: row.verified,
    region: regionRef(row.regionId),
    served_regions: row.servedRegionIds.map((id) => regionRef(id)),
    styles: row.styleIds.map((id) => styleRef(id)),
    price_min_wan: row.priceMinWan,
    price_max_wan: row.priceMaxWan,
    price_cn: format(unitMessages.priceRangeWan, { min: row.priceMinWan, max: row.priceMaxWan }),
    rating: row.ratingAvgX100 / 100,
    rating_count: row.ratingCount,
    reputation: row.reputationX100 / 100,
    google_rating: row.googleRatingX10 / 10,
    google_count: row.googleCount,
    works_count: row.worksCount,
  };
}

/** Per-dimension scores in the order of the rating form. */
export function scoreList(scores: Record<string, number>) {
  return RATING_DIMENSIONS.map((d) => ({ key: d.key, name: d.name, score: Number(scores[d.key] ?? 0) }));
}

/** Reputation order (the ranking). */
export const reputationOrder: SQL[] = [
  desc(companies.reputationX100),
  desc(companies.ratingCount),
  asc(companies.id),
];
