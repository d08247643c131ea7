/** A company row as the console reads it (its list row and its form). */
import { licenceStanding } from '@renovo/core/contracts';
import { companyVerificationLevel } from '../../company-side/verification/verification-level.ts';
import type { PhotoAsset } from '../../content/shared/picture-columns.ts';
import { pictureFor } from '../../content/shared/picture-columns.ts';
import type { UrlMapper } from '../../content/shared/public-url.ts';
import type { CompanyRow } from './companies.service.ts';

/** A status staff set (rows never hold `scheduled`: the console does not offer it). */
const editable = (status: CompanyRow['status']) => (status === 'scheduled' ? 'draft' : status);

/** The list row of a company on `today` (Taiwan's day). */
export function companyListRow(row: CompanyRow, today: string) {
  const noonOfToday = new Date(`${today}T04:00:00Z`);
  return {
    id: row.id,
    name: row.name,
    status: editable(row.status),
    verified: row.verified,
    licenceExpiresOn: row.licenceExpiresOn,
    licenceStanding: licenceStanding(row.licenceExpiresOn, today),
    licenceRemindedOn: row.licenceRemindedOn,
    verificationLevel: companyVerificationLevel(row, noonOfToday),
    worksCount: row.worksCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The whole company for the console's form. */
export function companyView(row: CompanyRow, logo: PhotoAsset | null, today: string, url: UrlMapper) {
  return {
    ...companyListRow(row, today),
    logoMediaId: row.logoMediaId,
    logo: pictureFor(logo, url),
    intro: row.intro,
    regionId: row.regionId,
    address: row.address,
    servedRegionIds: row.servedRegionIds,
    styleIds: row.styleIds,
    priceMinWan: row.priceMinWan,
    priceMaxWan: row.priceMaxWan,
    foundedYear: row.foundedYear,
    teamSize: row.teamSize,
    phone: row.phone,
    email: row.email,
    website: row.website,
    taxId: row.taxId,
    licenceNo: row.licenceNo,
    monthlyCapacity: row.monthlyCapacity,
    paused: row.paused,
    sizeMinPing: row.sizeMinPing,
    sizeMaxPing: row.sizeMaxPing,
  };
}
