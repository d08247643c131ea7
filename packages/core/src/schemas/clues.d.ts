/**
 * Clues (leads, doc 1 §3, §7): clue authorisation, clue info, consult, and the order modal's
 * postInfo and getLastMessage.
 */
import * as z from 'zod/mini';
/** Body of the clue authorisation: the visitor lets the platform share the phone. */
export declare const ClueAuthorizationPayloadSchema: z.ZodMiniObject<
  {
    utm: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          source: z.ZodMiniOptional<z.ZodMiniString<string>>;
          medium: z.ZodMiniOptional<z.ZodMiniString<string>>;
          campaign: z.ZodMiniOptional<z.ZodMiniString<string>>;
          content: z.ZodMiniOptional<z.ZodMiniString<string>>;
        },
        z.core.$strict
      >
    >;
    type: z.ZodMiniOptional<z.ZodMiniString<string>>;
    source_type: z.ZodMiniOptional<z.ZodMiniString<string>>;
    source_id: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniPipe<
          z.ZodMiniPipe<
            z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
            z.ZodMiniTransform<number, string | number>
          >,
          z.ZodMiniInt
        >
      >
    >;
    sender_contact: z.ZodMiniString<string>;
    design_id: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniPipe<
          z.ZodMiniPipe<
            z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
            z.ZodMiniTransform<number, string | number>
          >,
          z.ZodMiniInt
        >
      >
    >;
    accepted: z.ZodMiniLiteral<0 | 1>;
  },
  z.core.$strict
>;
export type ClueAuthorizationPayload = z.infer<typeof ClueAuthorizationPayloadSchema>;
export type ClueAuthorizationPayloadInput = z.input<typeof ClueAuthorizationPayloadSchema>;
/** Data of the clue calls that say whether the user already has a clue. */
export declare const ClueInfoSchema: z.ZodMiniObject<
  {
    exists_clue: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
export type ClueInfo = z.infer<typeof ClueInfoSchema>;
/** Envelope of GET /hyperf/clues/user/clue/info. */
export declare const ClueInfoResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        exists_clue: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type ClueInfoResponse = z.infer<typeof ClueInfoResponseSchema>;
/** Data of a call that created a clue. */
export declare const ClueCreatedSchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    exists_clue: z.ZodMiniBoolean<boolean>;
  },
  z.core.$strip
>;
export type ClueCreated = z.infer<typeof ClueCreatedSchema>;
/** Envelope of a call that created a clue. */
export declare const ClueCreatedResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        id: z.ZodMiniInt;
        exists_clue: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type ClueCreatedResponse = z.infer<typeof ClueCreatedResponseSchema>;
/** POST /hyperf/clues/consult body: a consult request (fields ours; not shown in the spec). */
export declare const ConsultPayloadSchema: z.ZodMiniObject<
  {
    mobile: z.ZodMiniString<string>;
    region_id: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    utm: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          source: z.ZodMiniOptional<z.ZodMiniString<string>>;
          medium: z.ZodMiniOptional<z.ZodMiniString<string>>;
          campaign: z.ZodMiniOptional<z.ZodMiniString<string>>;
          content: z.ZodMiniOptional<z.ZodMiniString<string>>;
        },
        z.core.$strict
      >
    >;
    type: z.ZodMiniOptional<z.ZodMiniString<string>>;
    source_type: z.ZodMiniOptional<z.ZodMiniString<string>>;
    source_id: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniPipe<
          z.ZodMiniPipe<
            z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
            z.ZodMiniTransform<number, string | number>
          >,
          z.ZodMiniInt
        >
      >
    >;
    accepted: z.ZodMiniLiteral<0 | 1>;
  },
  z.core.$strict
>;
export type ConsultPayload = z.infer<typeof ConsultPayloadSchema>;
export type ConsultPayloadInput = z.input<typeof ConsultPayloadSchema>;
/** The two order-modal variants. */
export declare const OrderVariantSchema: z.ZodMiniEnum<{
  A: 'A';
  B: 'B';
}>;
export type OrderVariant = z.infer<typeof OrderVariantSchema>;
/** Order modal postInfo body (fields ours; the spec does not show them). */
export declare const OrderPayloadSchema: z.ZodMiniObject<
  {
    mobile: z.ZodMiniString<string>;
    region_id: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    utm: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          source: z.ZodMiniOptional<z.ZodMiniString<string>>;
          medium: z.ZodMiniOptional<z.ZodMiniString<string>>;
          campaign: z.ZodMiniOptional<z.ZodMiniString<string>>;
          content: z.ZodMiniOptional<z.ZodMiniString<string>>;
        },
        z.core.$strict
      >
    >;
    page: z.ZodMiniString<string>;
    variant: z.ZodMiniEnum<{
      A: 'A';
      B: 'B';
    }>;
    source_type: z.ZodMiniOptional<z.ZodMiniString<string>>;
    source_id: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniPipe<
          z.ZodMiniPipe<
            z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
            z.ZodMiniTransform<number, string | number>
          >,
          z.ZodMiniInt
        >
      >
    >;
    accepted: z.ZodMiniLiteral<0 | 1>;
  },
  z.core.$strict
>;
export type OrderPayload = z.infer<typeof OrderPayloadSchema>;
export type OrderPayloadInput = z.input<typeof OrderPayloadSchema>;
/** Envelope of the order modal getLastMessage (data.exists_clue drives shouldChangeVariable). */
export declare const LastMessageResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        exists_clue: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type LastMessageResponse = z.infer<typeof LastMessageResponseSchema>;
//# sourceMappingURL=clues.d.ts.map
