/**
 * The outbox transport (the default outside production): nothing leaves the machine; the e-mail
 * is stored in `email_messages` with its text, and `GET /dev/email-outbox?to=` lists it.
 */
import type { MailTransport } from './transport.ts';

/** Creates the outbox transport. */
export function createOutboxTransport(): MailTransport {
  return {
    name: 'outbox',
    storesText: true,
    async send() {
      return { providerId: null };
    },
  };
}
