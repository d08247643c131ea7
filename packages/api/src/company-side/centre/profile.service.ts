/**
 * The company centre's profile in the database (docs/spec/company-side.md#centre): the member's
 * company as its centre shows it, and a member's change of it. Only the fields a member may
 * write reach the row (name, tax id, licence, status and the staff's check are the console's).
 */

import { messages } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema-content.ts';
import { picturesByIds } from '../../media/picture.ts';
import type { CompanyMember } from '../members/company-member.ts';
import { companyVerificationLevel } from '../verification/verification-level.ts';

/** A company row. */
export type CompanyRow = typeof companies.$inferSelect;

/** The company of a member, or undefined when it was removed. */
export async function companyById(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The columns a member may change. */
export type ProfileChange = Partial<
  Pick<
    CompanyRow,
    | 'logoMediaId'
    | 'intro'
    | 'regionId'
    | 'servedRegionIds'
    | 'styleIds'
    | 'priceMinWan'
    | 'priceMaxWan'
    | 'teamSize'
    | 'sizeMinPing'
    | 'sizeMaxPing'
    | 'monthlyCapacity'
    | 'paused'
  >
>;

/** Writes a member's change; answers the row after it. */
export async function updateProfile(db: Db, id: number, change: ProfileChange, now: Date) {
  const [row] = await db
    .update(companies)
    .set({ ...change, updatedAt: now })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

/** The profile as the centre shows it to `member`. */
export async function profileView(
  db: Db,
  row: CompanyRow,
  member: CompanyMember,
  now: Date,
  origin?: string,
) {
  const pictures = await picturesByIds(db, [row.logoMediaId], (path) => `${origin ?? ''}${path}`);
  const level = companyVerificationLevel(row, now);
  return {
    id: row.id,
    name: row.name,
    logo_media_id: row.logoMediaId,
    logo: row.logoMediaId === null ? null : (pictures.get(row.logoMediaId) ?? null),
    intro: row.intro,
    region_id: row.regionId,
    served_region_ids: row.servedRegionIds,
    style_ids: row.styleIds,
    price_min_wan: row.priceMinWan,
    price_max_wan: row.priceMaxWan,
    team_size: row.teamSize,
    size_min_ping: row.sizeMinPing,
    size_max_ping: row.sizeMaxPing,
    monthly_capacity: row.monthlyCapacity,
    paused: row.paused,
    verification_level: level,
    verification_label: messages.companySide.verificationLevels[level],
    role: member.role,
  };
}
