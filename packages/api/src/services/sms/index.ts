/** SMS: the gateway chosen by the environment, and the code service on top of it. */
import type { Env } from '../../env.ts';
import type { SmsGateway } from './gateway.ts';
import { createMitakeGateway } from './mitake.ts';
import { createOutboxGateway } from './outbox.ts';

export { issueCode, verifyCode } from './codes.ts';
export type { SmsGateway } from './gateway.ts';

export { createMitakeGateway } from './mitake.ts';
export { createOutboxGateway } from './outbox.ts';

/** The gateway `SMS_GATEWAY` names. */
export function createSmsGateway(env: Env): SmsGateway {
  if (env.SMS_GATEWAY === 'mitake') {
    return createMitakeGateway({
      url: env.MITAKE_URL,
      username: env.MITAKE_USERNAME ?? '',
      password: env.MITAKE_PASSWORD ?? '',
      timeoutMs: env.SMS_TIMEOUT_MS,
    });
  }
  return createOutboxGateway();
}
