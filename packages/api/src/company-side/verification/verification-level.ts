/**
 * A company's verification level (docs/spec/company-side.md#accounts), from its row: the
 * 統一編號 passes the checksum → the 室內裝修業登記證 is on file and in force today → the staff
 * verified it. One function for the company page, the centre, the console and matching.
 */
import {
  isValidTaxId,
  licenceStanding,
  taipeiDay,
  type VerificationLevel,
  verificationLevel,
} from '@renovo/core/contracts';

/** The columns the level is read from. */
export interface VerificationColumns {
  taxId: string | null;
  licenceNo: string;
  licenceExpiresOn: string | null;
  verified: boolean;
}

/** Is the company's licence on file and not expired on `now` (Taiwan day)? */
function licenceInForce(row: Omit<VerificationColumns, 'taxId' | 'verified'>, now: Date): boolean {
  if (!row.licenceNo.trim()) return false;
  const standing = licenceStanding(row.licenceExpiresOn, taipeiDay(now));
  return standing === 'valid' || standing === 'expiring';
}

/** The company's level on `now`. */
export function companyVerificationLevel(row: VerificationColumns, now: Date): VerificationLevel {
  return verificationLevel({
    taxIdValid: row.taxId !== null && isValidTaxId(row.taxId),
    licenceInForce: licenceInForce(row, now),
    staffVerified: row.verified,
  });
}
