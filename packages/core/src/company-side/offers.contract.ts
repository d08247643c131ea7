/**
 * The offers of leads to a design company (docs/spec/company-side.md#offers), for its members
 * (a bearer token of role design with a company): the list, accept (the full number is shown
 * from then on, each time audited), decline (the slot passes on), and a report of a bad lead
 * within LEAD_REPORT_WINDOW_DAYS of the accept. Before an accept the lead is a masked summary.
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { LEAD_KINDS } from '../leads/lead-facts.ts';
import { companySideMessages as m } from '../messages/company-side.ts';
import { safeText } from '../schemas/common.ts';
import {
  COMPANY_SIDE_LIMITS,
  LEAD_REPORT_REASONS,
  LEAD_REPORT_STATUSES,
  OFFER_STATUSES,
} from './company-side-facts.ts';
import {
  companyOfferAcceptRoute,
  companyOfferDeclineRoute,
  companyOfferReportRoute,
  companyOffersRoute,
} from './offers.routes.ts';

/** What a company sees of a lead: no name, the number masked until it accepts. */
export const OfferLeadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  region_id: z.int().nullable(),
  region: z.string(),
  /** 坪, when the lead gave it. */
  size: z.number().nullable(),
  layout: z.object({ room: z.int(), hall: z.int(), bath: z.int() }).nullable(),
  /** The estimated budget band, e.g. `80–120 萬`, when known. */
  budget: z.string().nullable(),
  community: z.string().nullable(),
  created_at: z.string(),
  /** Masked (0912***678) until the offer is accepted; empty once the owner's data was erased. */
  mobile: z.string(),
});

/** One offer as its company sees it. */
export const CompanyOfferSchema = z.object({
  id: DbIdSchema,
  status: z.enum(OFFER_STATUSES),
  named: z.boolean(),
  offered_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
  /** The owner asked the companies to stop contacting them. */
  contact_stopped: z.boolean(),
  report: z.object({ reason: z.enum(LEAD_REPORT_REASONS), status: z.enum(LEAD_REPORT_STATUSES) }).nullable(),
  /** Until when a report may be filed (accepted offers). */
  report_until: z.string().nullable(),
  lead: OfferLeadSchema,
});

const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

/** GET /v1/company/offers. */
export const companyOffersContract = defineContract(companyOffersRoute, {
  id: 'getCompanyOffers',
  tag: 'company',
  auth: 'bearer',
  summary: "The member's company's offers, newest first, 20 a page (`status` filters)",
  query: z.object({
    status: z.optional(z.enum(OFFER_STATUSES)),
    page: z.optional(z.coerce.number().pipe(z.int().min(1).max(1000))),
  }),
  response: envelope(
    z.object({
      items: z.array(CompanyOfferSchema),
      total: z.int().nonnegative(),
      page: z.int().positive(),
      per_page: z.int().positive(),
    }),
  ),
  errors: [403],
});

/** POST /v1/company/offers/{id}/accept. */
export const companyOfferAcceptContract = defineContract(companyOfferAcceptRoute, {
  id: 'postCompanyOfferAccept',
  tag: 'company',
  auth: 'bearer',
  summary: 'Accepts an open offer: the answer carries the full number (audited)',
  params: IdParams,
  example: { params: { id: 1 } },
  response: envelope(CompanyOfferSchema),
  errors: [403, 404, 409],
});

/** POST /v1/company/offers/{id}/decline. */
export const companyOfferDeclineContract = defineContract(companyOfferDeclineRoute, {
  id: 'postCompanyOfferDecline',
  tag: 'company',
  auth: 'bearer',
  summary: 'Declines an open offer (free): the slot passes to the next company',
  params: IdParams,
  body: z.object({
    reason: z.optional(
      safeText({
        max: COMPANY_SIDE_LIMITS.declineReason,
        message: m.declineReason,
        tooLong: m.declineReason,
      }),
    ),
  }),
  example: { params: { id: 1 }, body: { reason: 'busy' } },
  response: envelope(CompanyOfferSchema),
  errors: [403, 404, 409],
});

/** POST /v1/company/offers/{id}/report. */
export const companyOfferReportContract = defineContract(companyOfferReportRoute, {
  id: 'postCompanyOfferReport',
  tag: 'company',
  auth: 'bearer',
  summary: 'Reports an accepted lead as bad, within 7 days of the accept; the staff decide',
  params: IdParams,
  body: z.object({
    reason: z.enum(LEAD_REPORT_REASONS, m.reportReason),
    note: z.optional(
      safeText({ max: COMPANY_SIDE_LIMITS.reportNote, message: m.reportNote, tooLong: m.reportNote }),
    ),
  }),
  example: { params: { id: 1 }, body: { reason: 'wrong_number' } },
  response: envelope(CompanyOfferSchema),
  errors: [403, 404, 409],
});

/** The contracts of a company's offers. */
export const COMPANY_OFFERS_CONTRACTS = [
  companyOffersContract,
  companyOfferAcceptContract,
  companyOfferDeclineContract,
  companyOfferReportContract,
] as const;
