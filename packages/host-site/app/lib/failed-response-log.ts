/**
 * What the site's server writes of an API answer it failed to get (docs/deploy.md#logs): the
 * method, the path without its query and the status — never the query (a result id, a preview
 * token, a mobile typed into an address) nor the answer's body, which may quote what was sent.
 * These lines go to stdout beside the API's pino lines, which the API's scrubber reads; these
 * do not pass it, so they hold nothing personal to begin with.
 */
import type { FailedResponseLog } from '@renovo/core/api';

/** The logged facts of a failed response. */
export function failedResponseFacts(details: FailedResponseLog): {
  method: string;
  path: string;
  status: number;
} {
  return {
    method: details.method,
    path: new URL(details.url, 'http://site.invalid').pathname,
    status: details.status,
  };
}

/** Logs a failed response: a 5xx as an error, an expected answer (404, 401) as a warning. */
export function logFailedResponse(message: string, details: FailedResponseLog): void {
  (details.status >= 500 ? console.error : console.warn)(message, failedResponseFacts(details));
}
