/**
 * Clues (leads, docs/spec/session.md#entities, docs/spec/platform.md#calls): clue authorisation, clue info,
 * consult, and the order modal's
 * postInfo and getLastMessage.
 */
import * as z from 'zod/mini';
import { ContactMobileSchema, QuoteMobileSchema } from '../fields/mobile.ts';
import { RegionIdSchema, TermsConsentSchema } from '../fields/schemas.ts';
import {
  envelopeOf,
  IdSchema,
  type LeadInput,
  NoticeVersionSchema,
  RefIdSchema,
  ShortTextSchema,
  UtmSchema,
} from '../schemas/common.ts';

/** Body of the clue authorisation: the visitor lets the platform share the phone. */
export const ClueAuthorizationPayloadSchema = z.strictObject({
  utm: z.optional(UtmSchema),
  /** The module that asked (e.g. article_detail_auto_popbox). */
  type: z.optional(ShortTextSchema),
  /** Resource type (work, article…). */
  source_type: z.optional(ShortTextSchema),
  source_id: z.nullish(RefIdSchema),
  /** The mobile, or the masked mobile prefilled in login status clue. */
  sender_contact: ContactMobileSchema,
  /** The design company the clue is for. */
  design_id: z.nullish(RefIdSchema),
  accepted: TermsConsentSchema,
  /** The consent notice version the form showed (core's CONSENT_NOTICE_VERSION). */
  notice_version: NoticeVersionSchema,
});
export type ClueAuthorizationPayload = z.infer<typeof ClueAuthorizationPayloadSchema>;
export type ClueAuthorizationPayloadInput = LeadInput<z.input<typeof ClueAuthorizationPayloadSchema>>;

/** Data of the clue calls that say whether the user already has a clue. */
export const ClueInfoSchema = z.object({ exists_clue: z.boolean() });
export type ClueInfo = z.infer<typeof ClueInfoSchema>;

/** Envelope of GET /hyperf/clues/user/clue/info. */
export const ClueInfoResponseSchema = envelopeOf(ClueInfoSchema);
export type ClueInfoResponse = z.infer<typeof ClueInfoResponseSchema>;

/** Data of a call that created a clue. */
export const ClueCreatedSchema = z.object({ id: IdSchema, exists_clue: z.boolean() });
export type ClueCreated = z.infer<typeof ClueCreatedSchema>;

/** Envelope of a call that created a clue. */
export const ClueCreatedResponseSchema = envelopeOf(ClueCreatedSchema);
export type ClueCreatedResponse = z.infer<typeof ClueCreatedResponseSchema>;

/** POST /hyperf/clues/consult body: a consult request (fields ours; not shown in the spec). */
export const ConsultPayloadSchema = z.strictObject({
  mobile: QuoteMobileSchema,
  region_id: z.optional(RegionIdSchema),
  utm: z.optional(UtmSchema),
  type: z.optional(ShortTextSchema),
  source_type: z.optional(ShortTextSchema),
  source_id: z.nullish(RefIdSchema),
  accepted: TermsConsentSchema,
  /** The consent notice version the form showed (core's CONSENT_NOTICE_VERSION). */
  notice_version: NoticeVersionSchema,
});
export type ConsultPayload = z.infer<typeof ConsultPayloadSchema>;
export type ConsultPayloadInput = LeadInput<z.input<typeof ConsultPayloadSchema>>;

/** The two order-modal variants. */
export const OrderVariantSchema = z.enum(['A', 'B']);
export type OrderVariant = z.infer<typeof OrderVariantSchema>;

/** Order modal postInfo body (fields ours; the spec does not show them). */
export const OrderPayloadSchema = z.strictObject({
  mobile: QuoteMobileSchema,
  region_id: z.optional(RegionIdSchema),
  utm: z.optional(UtmSchema),
  /** Page name the modal was opened on (e.g. style_test_result). */
  page: ShortTextSchema,
  variant: OrderVariantSchema,
  source_type: z.optional(ShortTextSchema),
  source_id: z.nullish(RefIdSchema),
  accepted: TermsConsentSchema,
  /** The consent notice version the form showed (core's CONSENT_NOTICE_VERSION). */
  notice_version: NoticeVersionSchema,
});
export type OrderPayload = z.infer<typeof OrderPayloadSchema>;
export type OrderPayloadInput = LeadInput<z.input<typeof OrderPayloadSchema>>;

/** Envelope of the order modal getLastMessage (data.exists_clue drives shouldChangeVariable). */
export const LastMessageResponseSchema = envelopeOf(ClueInfoSchema);
export type LastMessageResponse = z.infer<typeof LastMessageResponseSchema>;
