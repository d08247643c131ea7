/**
 * The quote (doc 2 §3, §5, §7): the evaluation form of the basic popup, and of the community
 * popup when `community` is set (one endpoint for both).
 */
import { z } from 'zod';
import { EvaluationFormSchema } from '../schemas/quote.ts';
import { evaluationSubmitRoute } from './basic-quote.routes.ts';
import { defineContract } from './contract.ts';
import { DbIdSchema, envelope } from './envelope.ts';
import { LEAD_ERRORS } from './lead.ts';

/** POST /hyperf/valuation/v3/submit. */
export const evaluationSubmitContract = defineContract(evaluationSubmitRoute, {
  id: 'postValuationSubmit',
  tag: 'quote',
  summary:
    'Evaluation form (basic, or community when `community` is set). 422 with the form message; answers id, public_id (the result page reads it) and decoration_robot_messages',
  auth: 'optional',
  idempotent: true,
  body: EvaluationFormSchema,
  response: envelope(
    z.object({
      id: DbIdSchema,
      public_id: z.string().regex(/^(?:[A-Za-z0-9_-]{22}|[0-9a-f]{32})$/),
      decoration_robot_messages: z.array(z.string()).min(1),
      house_region: z.string(),
      acreage_name: z.string(),
    }),
  ),
  errors: LEAD_ERRORS,
});

/** The basic-quote contracts. */
export const BASIC_QUOTE_CONTRACTS = [evaluationSubmitContract] as const;
