import { errorMessage, NetworkError, TimeoutError } from '../api/errors.ts';
import { errorMessages, failedCallMessages } from '../messages/zh-TW.ts';

/**
 * Login, bind and clue call error (docs/spec/platform.md#errors): the message field of the error
 * response; when no answer came (offline, timed out, the connection dropped), the site's zh-TW
 * line for it (docs/spec-deviations.md); else 'Unknown error'. (Not `failureMessage`: its 5xx
 * line would cost every widget the server's catalogue.)
 */
export function readErrorMessage(error: unknown): string {
  return (
    errorMessage(error) ??
    (error instanceof NetworkError || error instanceof TimeoutError
      ? failedCallMessages.noAnswer
      : errorMessages.unknown)
  );
}
