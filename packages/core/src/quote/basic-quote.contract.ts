/**
 * The quote (docs/spec/quotes.md#entities, docs/spec/quotes.md#validation, docs/spec/quotes.md#calls): the
 * evaluation form of the basic popup, and of the community
 * popup when `community` is set (one endpoint for both). The body's schema is declared here, with
 * the endpoint; browser code takes its types only.
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { LEAD_ERRORS } from '../contracts/lead.ts';
import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import { QuoteMobileSchema } from '../fields/mobile.ts';
import { QuoteConsentSchema, RegionIdSchema } from '../fields/schemas.ts';
import { HouseSizeSchema } from '../fields/size.ts';
import {
  boundedInt,
  Int4IdSchema,
  type LeadInput,
  NoticeVersionSchema,
  RefIdSchema,
  ShortTextSchema,
  safeText,
  UtmSchema,
} from '../schemas/common.ts';
import { evaluationSubmitRoute } from './basic-quote.routes.ts';
import { HouseLayoutSchema, SIGNED_RESULT_ID, STORED_RESULT_ID } from './quote.schemas.ts';

/** The chosen community as the evaluation form sends it back. */
export const EvaluationCommunitySchema = z.strictObject({
  id: Int4IdSchema,
  tag: z.optional(safeText({ max: 64 })),
  title: z.optional(safeText({ max: 255 })),
  address: z.optional(safeText({ max: 255 })),
  housingType: z.optional(boundedInt(0, 1000)),
  housingTypeName: z.optional(safeText({ max: 64 })),
  name: z.optional(safeText({ max: 255 })),
});
export type EvaluationCommunity = z.infer<typeof EvaluationCommunitySchema>;

/** Body of postEvaluationForm (basic and community quotes), with the basic-quote messages. */
export const EvaluationFormSchema = z.strictObject({
  region_id: RegionIdSchema,
  size: HouseSizeSchema,
  mobile: QuoteMobileSchema,
  utm: z.optional(UtmSchema),
  accepted: QuoteConsentSchema,
  /** The popup module that sent the form. */
  module: z.optional(ShortTextSchema),
  type: z._default(ShortTextSchema, 'generic'),
  resource_id: z.nullish(RefIdSchema),
  company_id: z.nullish(RefIdSchema),
  community: z.nullish(EvaluationCommunitySchema),
  house_layout: z.optional(HouseLayoutSchema),
  /** The consent notice version the form showed (core's CONSENT_NOTICE_VERSION). */
  notice_version: NoticeVersionSchema,
});
export type EvaluationForm = z.infer<typeof EvaluationFormSchema>;
export type EvaluationFormInput = LeadInput<z.input<typeof EvaluationFormSchema>>;

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
