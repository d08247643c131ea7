/**
 * Design companies in the console (docs/spec/console.md#companies), for editors and admins
 * (`content.manage`): a page of companies searched by name and filtered by status and licence,
 * one company, creating (`201 {data: {id}}`) and changing one. Staff session cookie only,
 * `Origin` checked on changes, every change in the audit log.
 */
import { z } from 'zod';
import { VERIFICATION_LEVELS } from '../../company-side/company-side-facts.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consoleCompaniesRoute,
  consoleCompanyCreateRoute,
  consoleCompanyRoute,
  consoleCompanyUpdateRoute,
} from './companies.routes.ts';
import { LICENCE_STANDINGS } from './company-facts.ts';
import { CompanyInputSchema, CompanyPatchSchema, EDITABLE_STATUSES } from './company-fields.ts';

/** Companies one list page holds. */
export const CONSOLE_COMPANIES_PAGE_SIZE = 20;

/** A company as the console's list shows it. */
export const ConsoleCompanyRowSchema = z.object({
  id: DbIdSchema,
  name: z.string(),
  status: z.enum(EDITABLE_STATUSES),
  verified: z.boolean(),
  licenceExpiresOn: z.string().nullable(),
  /** How the licence stands today (Taiwan's day). */
  licenceStanding: z.enum(LICENCE_STANDINGS),
  /** The day the reminder job flagged the licence as lapsing soon (or lapsed), if it has. */
  licenceRemindedOn: z.string().nullable(),
  /** How far the company is verified today (companyVerificationLevel). */
  verificationLevel: z.enum(VERIFICATION_LEVELS),
  worksCount: z.int().nonnegative(),
  updatedAt: z.string(),
});

/** A company as the console's form reads it. */
export const ConsoleCompanySchema = ConsoleCompanyRowSchema.extend({
  logoMediaId: DbIdSchema.nullable(),
  /** The logo as the site shows it, once the photo is processed. */
  logo: z.nullable(PictureSchema),
  intro: z.string(),
  regionId: z.int(),
  address: z.string(),
  servedRegionIds: z.array(z.int()),
  styleIds: z.array(z.int()),
  priceMinWan: z.int(),
  priceMaxWan: z.int(),
  foundedYear: z.int().nullable(),
  teamSize: z.int().nullable(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  taxId: z.string().nullable(),
  licenceNo: z.string(),
  monthlyCapacity: z.int(),
  paused: z.boolean(),
  sizeMinPing: z.int().nullable(),
  sizeMaxPing: z.int().nullable(),
});

/** The list's query: a name, a status, a licence standing, a page. */
export const ConsoleCompaniesQuerySchema = z.object({
  q: z.optional(safeText({ max: 60 })),
  status: z.enum(EDITABLE_STATUSES).optional(),
  licence: z.enum(['expiring', 'expired']).optional(),
  page: z.coerce.number().pipe(z.int().min(1).max(10_000)).default(1),
});

const IdParamsSchema = z.object({ id: z.coerce.number().pipe(DbIdSchema) });
const DESCRIPTION = 'Staff session cookie only (editor, admin); `Origin` checked on changes; audited.';

/** GET /console/api/companies. */
export const consoleCompaniesContract = defineContract(consoleCompaniesRoute, {
  id: 'getConsoleCompanies',
  tag: 'console',
  auth: 'staff',
  summary:
    'A page of companies, hidden ones too, by name; filtered by status and by licence (lapsing within 90 days, lapsed)',
  description: DESCRIPTION,
  query: ConsoleCompaniesQuerySchema,
  response: envelope(
    z.object({ items: z.array(ConsoleCompanyRowSchema), total: z.int().nonnegative(), page: z.int() }),
  ),
  errors: [403],
});

/** POST /console/api/companies. */
export const consoleCompanyCreateContract = defineContract(consoleCompanyCreateRoute, {
  id: 'postConsoleCompany',
  tag: 'console',
  auth: 'staff',
  summary: 'Creates a company (a draft unless published at once); 409 when the name or 統一編號 is taken',
  description: DESCRIPTION,
  body: CompanyInputSchema,
  status: 201,
  response: envelope(z.object({ id: DbIdSchema })),
  errors: [403, 409, 422],
});

/** GET /console/api/companies/{id}. */
export const consoleCompanyContract = defineContract(consoleCompanyRoute, {
  id: 'getConsoleCompany',
  tag: 'console',
  auth: 'staff',
  summary: 'One company with every field the console edits',
  description: DESCRIPTION,
  params: IdParamsSchema,
  response: envelope(ConsoleCompanySchema),
  errors: [403, 404],
});

/** PATCH /console/api/companies/{id}. */
export const consoleCompanyUpdateContract = defineContract(consoleCompanyUpdateRoute, {
  id: 'patchConsoleCompany',
  tag: 'console',
  auth: 'staff',
  summary: 'Changes a company: profile, contact, licence, verified badge, status (hiding it hides its works)',
  description: DESCRIPTION,
  params: IdParamsSchema,
  body: CompanyPatchSchema,
  response: envelope(ConsoleCompanySchema),
  errors: [403, 404, 409, 422],
});

/** The console's company contracts. */
export const CONSOLE_COMPANIES_CONTRACTS = [
  consoleCompaniesContract,
  consoleCompanyCreateContract,
  consoleCompanyContract,
  consoleCompanyUpdateContract,
] as const;
