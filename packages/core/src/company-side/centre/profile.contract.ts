/**
 * A design company's own profile in its centre (docs/spec/company-side.md#centre): its members
 * read it; owners and staff change what the company says of itself and how it takes leads —
 * logo, intro, regions, styles, budget band, team size, the home sizes it takes, its monthly
 * capacity and a pause. Name, tax id and licence stay the platform staff's (console). Each
 * field is validated by the console's field schema where one fits (one schema per field).
 */
import { z } from 'zod';
import { COMPANY_FIELDS } from '../../console/companies/company-fields.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { companyCentreMessages as m } from '../../messages/company-centre.ts';
import { consoleCompanyMessages } from '../../messages/console-companies.ts';
import { COMPANY_MEMBER_ROLES, COMPANY_SIDE_LIMITS, VERIFICATION_LEVELS } from '../company-side-facts.ts';
import { companyDashboardRoute, companyProfileRoute, companyProfileUpdateRoute } from './centre.routes.ts';

/** The home sizes a company takes, 坪 (null: any). */
const SizePingSchema = z
  .int(m.badSize)
  .min(1, m.badSize)
  .max(COMPANY_SIDE_LIMITS.sizePing, m.badSize)
  .nullable();

/** The fields a member may change, by their wire names, none defaulted. */
export const COMPANY_PROFILE_FIELDS = {
  logo_media_id: COMPANY_FIELDS.logoMediaId,
  intro: COMPANY_FIELDS.intro,
  region_id: COMPANY_FIELDS.regionId,
  served_region_ids: COMPANY_FIELDS.servedRegionIds,
  style_ids: COMPANY_FIELDS.styleIds,
  price_min_wan: COMPANY_FIELDS.priceMinWan,
  price_max_wan: COMPANY_FIELDS.priceMaxWan,
  team_size: COMPANY_FIELDS.teamSize,
  size_min_ping: SizePingSchema,
  size_max_ping: SizePingSchema,
  monthly_capacity: z
    .int(m.badCapacity)
    .min(0, m.badCapacity)
    .max(COMPANY_SIDE_LIMITS.monthlyCapacity, m.badCapacity),
  paused: z.boolean(),
};

/** A change of the profile: any of the fields (bands checked with the kept halves on the server). */
export const CompanyProfilePatchSchema = z
  .object(COMPANY_PROFILE_FIELDS)
  .partial()
  .refine(
    (p) =>
      p.price_min_wan === undefined || p.price_max_wan === undefined || p.price_min_wan <= p.price_max_wan,
    { message: consoleCompanyMessages.badBudget, path: ['price_min_wan'] },
  )
  .refine((p) => p.size_min_ping == null || p.size_max_ping == null || p.size_min_ping <= p.size_max_ping, {
    message: m.badSizeOrder,
    path: ['size_min_ping'],
  });

/** The member's company as its centre shows it. */
export const CompanyProfileSchema = z.object({
  id: DbIdSchema,
  name: z.string(),
  logo_media_id: DbIdSchema.nullable(),
  /** The logo as the site shows it (null without one, or while it is processing). */
  logo: z.nullable(PictureSchema),
  intro: z.string(),
  region_id: z.int(),
  served_region_ids: z.array(z.int()),
  style_ids: z.array(z.int()),
  price_min_wan: z.int(),
  price_max_wan: z.int(),
  team_size: z.int().nullable(),
  size_min_ping: z.int().nullable(),
  size_max_ping: z.int().nullable(),
  monthly_capacity: z.int(),
  paused: z.boolean(),
  verification_level: z.enum(VERIFICATION_LEVELS),
  verification_label: z.string(),
  /** The signed-in member's role. */
  role: z.enum(COMPANY_MEMBER_ROLES),
});
/** The member's company. */
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** This Taiwan month's figures of a company. */
export const CompanyDashboardSchema = z.object({
  /** The Taiwan month counted, `YYYY-MM`. */
  month: z.string(),
  /** Offers made to the company this month, and how many of them are in each state. */
  offered: z.int().nonnegative(),
  accepted: z.int().nonnegative(),
  declined: z.int().nonnegative(),
  expired: z.int().nonnegative(),
  /** Median minutes from an offer to its answer (accepted or declined); null with no answer yet. */
  median_response_minutes: z.number().nonnegative().nullable(),
  /** Accepted of the offers answered or expired, in whole percent; null when none. */
  acceptance_rate: z.int().min(0).max(100).nullable(),
  /** Its reports the staff have not decided yet. */
  open_reports: z.int().nonnegative(),
  /** Its published on-site reviews and their average score (null without one). */
  review_count: z.int().nonnegative(),
  review_average: z.number().nullable(),
  monthly_capacity: z.int().nonnegative(),
  /** The capacity less this month's offers still open or accepted (an upheld report frees one). */
  capacity_left: z.int().nonnegative(),
  paused: z.boolean(),
});
/** A company's dashboard. */
export type CompanyDashboard = z.infer<typeof CompanyDashboardSchema>;

const DESCRIPTION = 'A design company member (bearer token or session cookie); 403 for a user of no company.';

/** GET /v1/company/profile. */
export const companyProfileContract = defineContract(companyProfileRoute, {
  id: 'getCompanyProfile',
  tag: 'company',
  auth: 'bearer',
  summary: "The signed-in member's company, its verification level and the member's role",
  description: DESCRIPTION,
  response: envelope(CompanyProfileSchema),
  errors: [403],
});

/** PUT /v1/company/profile. */
export const companyProfileUpdateContract = defineContract(companyProfileUpdateRoute, {
  id: 'putCompanyProfile',
  tag: 'company',
  auth: 'bearer',
  summary:
    "Changes the member's company profile and lead targeting (name, tax id and licence are staff-only)",
  description: DESCRIPTION,
  body: CompanyProfilePatchSchema,
  example: { body: { intro: '十年老屋翻新經驗', monthly_capacity: 10, paused: false } },
  response: envelope(CompanyProfileSchema),
  errors: [403, 422],
});

/** GET /v1/company/dashboard. */
export const companyDashboardContract = defineContract(companyDashboardRoute, {
  id: 'getCompanyDashboard',
  tag: 'company',
  auth: 'bearer',
  summary:
    "This Taiwan month's offers, response time, reports, reviews and capacity left of the member's company",
  description: DESCRIPTION,
  response: envelope(CompanyDashboardSchema),
  errors: [403],
});

/** The contracts of the company profile and dashboard. */
export const COMPANY_PROFILE_CONTRACTS = [
  companyProfileContract,
  companyProfileUpdateContract,
  companyDashboardContract,
] as const;
