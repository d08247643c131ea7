/** Development-only routes (not mounted in production): the SMS outbox. */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { smsOutboxRoute } from './dev.routes.ts';

/** GET /dev/sms-outbox. */
export const smsOutboxContract = defineContract(smsOutboxRoute, {
  id: 'getDevSmsOutbox',
  example: { query: { mobile: '0912345678' } },
  tag: 'dev',
  summary:
    'Messages stored by the outbox gateway, newest last (optionally for one mobile). Not in production',
  devOnly: true,
  query: z.object({ mobile: z.string().max(20).optional() }),
  response: envelope(
    z.array(
      z.object({
        id: DbIdSchema,
        mobile: z.string(),
        body: z.string(),
        gateway: z.string(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
  ),
});

/** The development contracts (GET /v1/codes is with the session contracts). */
export const DEV_CONTRACTS = [smsOutboxContract] as const;
