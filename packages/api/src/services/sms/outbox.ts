/**
 * The outbox gateway (the default outside production): nothing leaves the machine; the message
 * is stored in `sms_messages` with its text, and `GET /dev/sms-outbox?mobile=` lists it.
 */
import type { SmsGateway } from './gateway.ts';

/** Creates the outbox gateway. */
export function createOutboxGateway(): SmsGateway {
  return {
    name: 'outbox',
    storesText: true,
    async send() {
      return { providerId: null };
    },
  };
}
