/**
 * HTTP adapter for a Taiwan SMS gateway in the Mitake SmSend form:
 * `POST {url}?CharsetURL=UTF-8` with a form body `username, password, dstaddr, smbody, clientid`;
 * the answer is `key=value` lines (`[1]`, `msgid=…`, `statuscode=…`, `AccountPoint=…`).
 * Status codes 0, 1, 2 and 4 mean accepted; anything else is a refusal.
 */
import { type SmsGateway, SmsGatewayError } from './gateway.ts';

/** Settings of the Mitake adapter. */
export interface MitakeOptions {
  url: string;
  username: string;
  password: string;
  timeoutMs?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const ACCEPTED = new Set(['0', '1', '2', '4']);

/** Parses the `key=value` lines of a SmSend answer. */
export function parseMitakeResponse(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq).trim()] = line.slice(eq + 1).trim();
  }
  return out;
}

/** Creates the Mitake SmSend gateway. */
export function createMitakeGateway(options: MitakeOptions): SmsGateway {
  const doFetch = options.fetch ?? fetch;
  const endpoint = new URL(options.url);
  endpoint.searchParams.set('CharsetURL', 'UTF-8');
  return {
    name: 'mitake',
    storesText: false,
    async send(message) {
      const form = new URLSearchParams({
        username: options.username,
        password: options.password,
        dstaddr: message.mobile,
        smbody: message.body,
        clientid: message.clientId,
      });
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsGatewayError(`mitake unreachable: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new SmsGatewayError(`mitake HTTP ${response.status}`, String(response.status));
      const fields = parseMitakeResponse(text);
      const status = fields.statuscode;
      if (status === undefined || !ACCEPTED.has(status)) {
        throw new SmsGatewayError(
          `mitake refused: statuscode=${status ?? '?'} ${fields.Error ?? ''}`.trim(),
          status,
        );
      }
      return { providerId: fields.msgid ?? null };
    },
  };
}
