/**
 * Offers and reports in the console (docs/spec/company-side.md#console, #reports): a lead's
 * offers and their states; a staff reassignment of an offer (to a company the staff pick, or to
 * the next by the matching rules); the reports of bad leads with their counts per company and per
 * source, and the staff's decision (upheld credits the lead back to the company and frees its
 * slot; a wrong-area lead is offered to the next company, another bad lead is set invalid).
 */
import { z } from 'zod';
import {
  LEAD_REPORT_REASONS,
  LEAD_REPORT_STATUSES,
  OFFER_STATUSES,
  VERIFICATION_LEVELS,
} from '../../company-side/company-side-facts.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { LEAD_KINDS } from '../../leads/lead-facts.ts';
import { LeadParamsSchema } from '../leads/leads.contract.ts';
import {
  consoleLeadOffersRoute,
  consoleLeadReportDecisionRoute,
  consoleLeadReportsRoute,
  consoleOfferReassignRoute,
} from './lead-offers.routes.ts';

const ReportSchema = z.object({
  id: DbIdSchema,
  reason: z.enum(LEAD_REPORT_REASONS),
  note: z.string(),
  status: z.enum(LEAD_REPORT_STATUSES),
});

/** One offer of a lead, as the staff see it. */
export const ConsoleOfferSchema = z.object({
  id: DbIdSchema,
  company: z.object({ id: DbIdSchema, name: z.string(), verification_level: z.enum(VERIFICATION_LEVELS) }),
  status: z.enum(OFFER_STATUSES),
  named: z.boolean(),
  offered_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  credited: z.boolean(),
  report: ReportSchema.nullable(),
});

const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

/** GET /console/api/leads/{kind}/{id}/offers. */
export const consoleLeadOffersContract = defineContract(consoleLeadOffersRoute, {
  id: 'getConsoleLeadOffers',
  tag: 'console',
  auth: 'staff',
  summary: "A lead's offers to companies, newest first, with their reports (staff who read leads)",
  params: LeadParamsSchema,
  response: envelope(z.array(ConsoleOfferSchema)),
  errors: [404],
});

/** POST /console/api/lead-offers/{id}/reassign. */
export const consoleOfferReassignContract = defineContract(consoleOfferReassignRoute, {
  id: 'postConsoleOfferReassign',
  tag: 'console',
  auth: 'staff',
  summary:
    "Takes an open or accepted offer back and offers the slot to `company_id` (or to the next company by the matching rules); answers the lead's offers",
  params: IdParams,
  body: z.object({ company_id: z.optional(DbIdSchema) }),
  example: { params: { id: 1 }, body: {} },
  response: envelope(z.array(ConsoleOfferSchema)),
  errors: [404, 409],
});

/** GET /console/api/lead-reports. */
export const consoleLeadReportsContract = defineContract(consoleLeadReportsRoute, {
  id: 'getConsoleLeadReports',
  tag: 'console',
  auth: 'staff',
  summary:
    'Reports of bad leads (open first, 100 at most), with upheld and total counts per company and per source',
  query: z.object({ status: z.optional(z.enum(LEAD_REPORT_STATUSES)) }),
  response: envelope(
    z.object({
      items: z.array(
        ReportSchema.extend({
          offer_id: DbIdSchema,
          lead: z.object({ kind: z.enum(LEAD_KINDS), id: DbIdSchema }),
          company: z.object({ id: DbIdSchema, name: z.string() }),
          created_at: z.string(),
          decided_at: z.string().nullable(),
        }),
      ),
      by_company: z.array(
        z.object({ company_id: DbIdSchema, name: z.string(), upheld: z.int(), total: z.int() }),
      ),
      by_source: z.array(z.object({ source: z.string(), upheld: z.int(), total: z.int() })),
    }),
  ),
});

/** POST /console/api/lead-reports/{id}/decision. */
export const consoleLeadReportDecisionContract = defineContract(consoleLeadReportDecisionRoute, {
  id: 'postConsoleLeadReportDecision',
  tag: 'console',
  auth: 'staff',
  summary: 'Upholds (credits the lead back, frees the slot) or rejects an open report',
  params: IdParams,
  body: z.object({ decision: z.enum(['upheld', 'rejected']) }),
  example: { params: { id: 1 }, body: { decision: 'upheld' } },
  response: envelope(ReportSchema),
  errors: [404, 409],
});

/** The contracts of offers and reports in the console. */
export const CONSOLE_LEAD_OFFERS_CONTRACTS = [
  consoleLeadOffersContract,
  consoleOfferReassignContract,
  consoleLeadReportsContract,
  consoleLeadReportDecisionContract,
] as const;
