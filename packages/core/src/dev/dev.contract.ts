/** Development-only routes (not mounted in production): the SMS and e-mail outboxes. */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { emailOutboxRoute, smsOutboxRoute } from './dev.routes.ts';

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

/** GET /dev/email-outbox. */
export const emailOutboxContract = defineContract(emailOutboxRoute, {
  id: 'getDevEmailOutbox',
  example: { query: { to: 'studio@example.tw' } },
  tag: 'dev',
  summary:
    'E-mails stored by the outbox transport, newest last (optionally to one address). Not in production',
  devOnly: true,
  query: z.object({ to: z.email().max(254).optional() }),
  response: envelope(
    z.array(
      z.object({
        id: DbIdSchema,
        to: z.string(),
        subject: z.string(),
        body: z.string(),
        transport: z.string(),
        status: z.string(),
        created_at: z.string(),
      }),
    ),
  ),
});

/** The development contracts (GET /v1/codes is with the session contracts). */
export const DEV_CONTRACTS = [smsOutboxContract, emailOutboxContract] as const;
