/**
 * The owner's control of a match (docs/spec/company-side.md#owner-control), on the quote result
 * page and authorised like reading it: by the quote's unguessable public id (the result page's
 * `?id=`; a sealed result id — another client's repeat, which stored no lead — is answered as a
 * new quote's page is: no company yet, its 停止聯繫 kept by that id). The page lists the
 * companies that accepted the lead — or says it is still being matched — and `stop-contact`
 * asks every company to stop contacting the owner (once; a repeat answers the same).
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { QuoteResultQuerySchema } from '../../quote/quote.schemas.ts';
import { VERIFICATION_LEVELS } from '../company-side-facts.ts';
import { resultCompaniesRoute, resultStopContactRoute } from './owner-control.routes.ts';

/** A company that accepted the lead, as the owner sees it. */
const AcceptedCompanySchema = z.object({
  id: DbIdSchema,
  name: z.string(),
  logo_url: z.string(),
  verification_level: z.enum(VERIFICATION_LEVELS),
  accepted_at: z.string().nullable(),
});

/** Where the owner's match stands. */
const OwnerMatchSchema = z.object({
  /**
   * `matching` until a company accepts (`matched`); `with_staff` while the lead is not for the
   * companies (its number not confirmed by its owner on this device, or under review): the staff
   * follow it up, and the owner may confirm the number by signing in with it.
   */
  state: z.enum(['matching', 'matched', 'with_staff']),
  companies: z.array(AcceptedCompanySchema),
  contact_stopped: z.boolean(),
  contact_stopped_at: z.string().nullable(),
});
export type OwnerMatch = z.infer<typeof OwnerMatchSchema>;

/** GET /v1/quote-result/companies. */
export const resultCompaniesContract = defineContract(resultCompaniesRoute, {
  id: 'getQuoteResultCompanies',
  tag: 'quote',
  summary:
    "The companies that accepted a quote's lead (or that it is still being matched) and whether the owner stopped contact, read by the quote's public_id",
  query: QuoteResultQuerySchema,
  example: { query: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  response: envelope(OwnerMatchSchema),
  errors: [404],
});

/** POST /v1/quote-result/stop-contact. */
export const resultStopContactContract = defineContract(resultStopContactRoute, {
  id: 'postQuoteResultStopContact',
  tag: 'quote',
  summary:
    "Asks every company offered a quote's lead to stop contacting the owner (by the quote's public_id; once)",
  body: QuoteResultQuerySchema,
  example: { body: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  response: envelope(OwnerMatchSchema),
  errors: [404],
});

/** The owner-control contracts. */
export const OWNER_CONTROL_CONTRACTS = [resultCompaniesContract, resultStopContactContract] as const;
