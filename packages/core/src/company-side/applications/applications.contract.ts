/**
 * Applications to join (docs/spec/company-side.md#accounts, #console): a design company applies
 * from /designer/recruit (統一編號 by its checksum, consent to the privacy notice, limited per
 * network); the console's verification queue lists the open applications beside the companies
 * whose tax id and licence are in order but not yet checked by the staff; approving one creates
 * the company as a draft and invites the applicant's mobile as its owner.
 */
import { z } from 'zod';
import { COMPANY_LIMITS, isValidTaxId } from '../../console/companies/company-facts.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { isRegionId } from '../../data/regions.ts';
import { LoginMobileSchema } from '../../fields/mobile.ts';
import { companyApplicationMessages as m } from '../../messages/company-accounts.ts';
import { safeText } from '../../schemas/common.ts';
import { COMPANY_APPLICATION_STATUSES, VERIFICATION_LEVELS } from '../company-side-facts.ts';
import { COMPANY_APPLICATION_LIMITS } from './application-form.ts';
import {
  companyApplicationRoute,
  consoleCompanyApplicationApproveRoute,
  consoleCompanyApplicationRejectRoute,
  consoleCompanyApplicationsRoute,
} from './applications.routes.ts';

const required = (max: number, message: string) =>
  z.pipe(safeText({ max, message, tooLong: message }), z.string().trim().min(1, message));

/** One schema per field of the application, each with its zh-TW refusal (the form uses them too). */
export const COMPANY_APPLICATION_FIELDS = {
  company_name: required(COMPANY_LIMITS.name, m.companyNameRequired),
  tax_id: z.string(m.taxIdInvalid).trim().refine(isValidTaxId, m.taxIdInvalid),
  contact_name: required(COMPANY_APPLICATION_LIMITS.contactName, m.contactNameRequired),
  mobile: LoginMobileSchema,
  email: z.email(m.emailInvalid).max(COMPANY_APPLICATION_LIMITS.email, m.emailInvalid),
  region_id: z.int(m.regionRequired).refine((id) => isRegionId(id), m.regionRequired),
  licence_no: z.pipe(
    safeText({ max: COMPANY_LIMITS.licenceNo, message: m.licenceNoInvalid, tooLong: m.licenceNoInvalid }),
    z.string().trim(),
  ),
  licence_expires_on: z.iso.date(m.licenceExpiresOnInvalid).nullable(),
  note: safeText({
    max: COMPANY_APPLICATION_LIMITS.note,
    multiline: true,
    tooLong: m.noteTooLong,
  }),
  consent: z.literal(true, m.consentRequired),
};

/** The application's body. */
export const CompanyApplicationInputSchema = z.object({
  ...COMPANY_APPLICATION_FIELDS,
  licence_no: z._default(COMPANY_APPLICATION_FIELDS.licence_no, ''),
  licence_expires_on: COMPANY_APPLICATION_FIELDS.licence_expires_on.default(null),
  note: z._default(COMPANY_APPLICATION_FIELDS.note, ''),
});

/** POST /api/company-applications. */
export const companyApplicationContract = defineContract(companyApplicationRoute, {
  id: 'postCompanyApplication',
  tag: 'company',
  summary: 'A design company applies to join (limited per network); staff review it in the console',
  idempotent: true,
  body: CompanyApplicationInputSchema,
  example: {
    body: {
      company_name: 'Haozhai Interior Design Ltd.',
      tax_id: '04595257',
      contact_name: 'Wang',
      mobile: '0912345678',
      email: 'hello@example.com',
      region_id: 1,
      licence_no: '',
      licence_expires_on: null,
      note: '',
      consent: true,
    },
  },
  status: 201,
  response: envelope(z.object({ id: DbIdSchema })),
  errors: [429],
});

/** An open application as the console's queue shows it (the mobile masked). */
const ApplicationRowSchema = z.object({
  id: DbIdSchema,
  company_name: z.string(),
  tax_id: z.string(),
  tax_id_valid: z.boolean(),
  contact_name: z.string(),
  mobile: z.string(),
  email: z.string(),
  region_id: z.int(),
  region: z.string(),
  licence_no: z.string(),
  licence_expires_on: z.string().nullable(),
  note: z.string(),
  status: z.enum(COMPANY_APPLICATION_STATUSES),
  created_at: z.string(),
});

/** A company waiting for the staff's check: tax id valid, licence on file and in force. */
const PendingCompanySchema = z.object({
  id: DbIdSchema,
  name: z.string(),
  tax_id: z.string(),
  licence_no: z.string(),
  licence_expires_on: z.string().nullable(),
  verification_level: z.enum(VERIFICATION_LEVELS),
});

const STAFF = 'Staff session cookie only (editor, admin); `Origin` checked on changes; audited.';
const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

/** GET /console/api/company-applications. */
export const consoleCompanyApplicationsContract = defineContract(consoleCompanyApplicationsRoute, {
  id: 'getConsoleCompanyApplications',
  tag: 'console',
  auth: 'staff',
  summary:
    'The verification queue: open applications, oldest first, and companies whose licence awaits the staff check',
  description: STAFF,
  response: envelope(
    z.object({ applications: z.array(ApplicationRowSchema), companies: z.array(PendingCompanySchema) }),
  ),
  errors: [403],
});

/** POST /console/api/company-applications/{id}/approve. */
export const consoleCompanyApplicationApproveContract = defineContract(
  consoleCompanyApplicationApproveRoute,
  {
    id: 'postConsoleCompanyApplicationApprove',
    tag: 'console',
    auth: 'staff',
    summary: "Approves an application: a draft company, and an owner's invitation to the applicant's mobile",
    description: `${STAFF} 409 when decided already or the name or 統一編號 is taken.`,
    params: IdParams,
    response: envelope(z.object({ company_id: DbIdSchema, sms: z.enum(['sent', 'budget', 'failed']) })),
    errors: [403, 404, 409],
  },
);

/** POST /console/api/company-applications/{id}/reject. */
export const consoleCompanyApplicationRejectContract = defineContract(consoleCompanyApplicationRejectRoute, {
  id: 'postConsoleCompanyApplicationReject',
  tag: 'console',
  auth: 'staff',
  summary: 'Rejects an open application',
  description: `${STAFF} 409 when decided already.`,
  params: IdParams,
  response: envelope(z.object({ rejected: z.literal(true) })),
  errors: [403, 404, 409],
});

/** The applications' contracts. */
export const COMPANY_APPLICATIONS_CONTRACTS = [
  companyApplicationContract,
  consoleCompanyApplicationsContract,
  consoleCompanyApplicationApproveContract,
  consoleCompanyApplicationRejectContract,
] as const;
