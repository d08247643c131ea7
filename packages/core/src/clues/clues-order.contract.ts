/**
 * Clues (leads, docs/spec/session.md#entities, docs/spec/session.md#states, docs/spec/platform.md#calls) and
 * the order modal: clue info, consult, clue authorisation,
 * the order modal's postInfo and getLastMessage.
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { LEAD_ERRORS } from '../contracts/lead.ts';
import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import { ClueAuthorizationPayloadSchema, ConsultPayloadSchema, OrderPayloadSchema } from './clues.schemas.ts';
import {
  clueAuthorizeRoute,
  clueInfoRoute,
  consultRoute,
  lastMessageRoute,
  orderRoute,
} from './clues-order.routes.ts';

/** data.exists_clue. */
const ClueInfoAnswerSchema = envelope(z.object({ exists_clue: z.boolean() }));

/** The answer of a call that filed a clue. */
const ClueCreatedAnswerSchema = envelope(z.object({ id: DbIdSchema, exists_clue: z.literal(true) }));

/** GET /hyperf/clues/user/clue/info. */
export const clueInfoContract = defineContract(clueInfoRoute, {
  id: 'getCluesUserClueInfo',
  tag: 'clues',
  summary: 'Whether the member (or this device, X-Uuid) already has a clue: data.exists_clue',
  auth: 'optional',
  response: ClueInfoAnswerSchema,
});

/** POST /hyperf/clues/consult. */
export const consultContract = defineContract(consultRoute, {
  id: 'postCluesConsult',
  example: {
    body: { mobile: '0912345678', region_id: 1, accepted: 1, notice_version: CONSENT_NOTICE_VERSION },
  },
  tag: 'clues',
  summary: 'Consult request (a clue with a mobile and consent)',
  auth: 'optional',
  idempotent: true,
  body: ConsultPayloadSchema,
  response: ClueCreatedAnswerSchema,
  errors: LEAD_ERRORS,
});

/** POST /hyperf/clues/authorize. */
export const clueAuthorizeContract = defineContract(clueAuthorizeRoute, {
  id: 'postCluesAuthorize',
  example: {
    body: {
      sender_contact: '0912345678',
      type: 'work_detail',
      source_type: 'work',
      source_id: 1,
      design_id: 1,
      accepted: 1,
      notice_version: CONSENT_NOTICE_VERSION,
    },
  },
  tag: 'clues',
  summary:
    'Clue authorisation: share the phone with the platform. A masked sender_contact (status clue) needs a login and uses the account mobile',
  auth: 'optional',
  idempotent: true,
  body: ClueAuthorizationPayloadSchema,
  response: ClueCreatedAnswerSchema,
  errors: [401, ...LEAD_ERRORS],
});

/** POST /hyperf/clues/order: the order modal's postInfo. */
export const orderContract = defineContract(orderRoute, {
  id: 'postCluesOrder',
  example: {
    body: {
      mobile: '0912345678',
      page: 'style_test_result',
      variant: 'A',
      accepted: 1,
      notice_version: CONSENT_NOTICE_VERSION,
    },
  },
  tag: 'clues',
  summary: 'Order modal postInfo (variants A and B)',
  auth: 'optional',
  idempotent: true,
  body: OrderPayloadSchema,
  response: ClueCreatedAnswerSchema,
  errors: LEAD_ERRORS,
});

/** GET /hyperf/clues/last_message: the order modal's getLastMessage. */
export const lastMessageContract = defineContract(lastMessageRoute, {
  id: 'getCluesLastMessage',
  tag: 'clues',
  summary: 'Order modal getLastMessage: data.exists_clue',
  auth: 'optional',
  response: ClueInfoAnswerSchema,
});

/** The clue and order contracts. */
export const CLUES_CONTRACTS = [
  clueInfoContract,
  consultContract,
  clueAuthorizeContract,
  orderContract,
  lastMessageContract,
] as const;
