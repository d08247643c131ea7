/**
 * The owner's match as the result page shows it (`GET /v1/quote-result/companies?id=`,
 * docs/spec/company-side.md#owner-control): the companies that accepted, or that the lead is
 * still being matched, or that the staff follow it up, and whether the owner stopped contact. Read leniently: an answer the
 * page cannot read is no section at all.
 */
import { companySideMessages } from '@renovo/core';
import type { VerificationLevel } from '@renovo/core/contracts';
import { dataOf, num, recordOf, text } from '../../lib/read.ts';

/** A company that accepted the lead. */
interface MatchedCompany {
  id: number;
  name: string;
  logoUrl: string;
  level: VerificationLevel;
}

/** Where the owner's match stands. */
export interface OwnerMatch {
  companies: MatchedCompany[];
  contactStopped: boolean;
  /** The staff follow the lead up (not for the companies until the owner confirms the number). */
  withStaff: boolean;
}

const levelOf = (value: string): VerificationLevel =>
  Object.hasOwn(companySideMessages.verificationLevels, value) ? (value as VerificationLevel) : 'none';

/** Reads the answer; null when it holds no match. */
export function readOwnerMatch(envelope: unknown): OwnerMatch | null {
  const data = dataOf(envelope);
  if (!data || !Array.isArray(data.companies)) return null;
  const companies = data.companies.flatMap((value): MatchedCompany[] => {
    const record = recordOf(value);
    const id = num(record, 'id', Number.NaN);
    if (!record || !Number.isInteger(id)) return [];
    return [
      {
        id,
        name: text(record, 'name'),
        logoUrl: text(record, 'logo_url'),
        level: levelOf(text(record, 'verification_level')),
      },
    ];
  });
  return { companies, contactStopped: data.contact_stopped === true, withStaff: data.state === 'with_staff' };
}
