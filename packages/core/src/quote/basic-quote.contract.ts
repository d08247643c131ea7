/**
 * The quote (docs/spec/quotes.md#entities, docs/spec/quotes.md#validation, docs/spec/quotes.md#calls): the
 * evaluation form of the basic popup, and of the community
 * popup when `community` is set (one endpoint for both).
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { LEAD_ERRORS } from '../contracts/lead.ts';
import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import { evaluationSubmitRoute } from './basic-quote.routes.ts';
import { EvaluationFormSchema, SIGNED_RESULT_ID, STORED_RESULT_ID } from './quote.schemas.ts';

/** POST /hyperf/valuation/v3/submit. */
export const evaluationSubmitContract = defineContract(evaluationSubmitRoute, {
  id: 'postValuationSubmit',
  example: {
    body: {
      region_id: 1,
      size: 30,
      mobile: '0912345678',
      accepted: 1,
      type: 'home',
      notice_version: CONSENT_NOTICE_VERSION,
    },
  },
  tag: 'quote',
  summary:
    'Evaluation form (basic, or community when `community` is set). 422 with the form message; answers id, public_id (the result page reads it) and decoration_robot_messages. A repeat of the same number and source within a day stores nothing: the client that made the first quote gets it back, any other gets a fresh id and a signed public_id of its own inputs',
  auth: 'optional',
  idempotent: true,
  body: EvaluationFormSchema,
  response: envelope(
    z.object({
      id: DbIdSchema,
      public_id: z.union([z.string().regex(STORED_RESULT_ID), z.string().regex(SIGNED_RESULT_ID)]),
      decoration_robot_messages: z.array(z.string()).min(1),
      house_region: z.string(),
      acreage_name: z.string(),
    }),
  ),
  errors: LEAD_ERRORS,
});

/** The basic-quote contracts. */
export const BASIC_QUOTE_CONTRACTS = [evaluationSubmitContract] as const;
