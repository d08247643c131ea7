/**
 * Clues (leads, doc 1 §3, §4, §7) and the order modal: clue info, consult, clue authorisation,
 * the order modal's postInfo and getLastMessage.
 */
import { z } from 'zod';
import {
  ClueAuthorizationPayloadSchema,
  ConsultPayloadSchema,
  OrderPayloadSchema,
} from '../schemas/clues.ts';
import {
  clueAuthorizeRoute,
  clueInfoRoute,
  consultRoute,
  lastMessageRoute,
  orderRoute,
} from './clues-order.routes.ts';
import { defineContract } from './contract.ts';
import { DbIdSchema, envelope } from './envelope.ts';
import { LEAD_ERRORS } from './lead.ts';

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
