import { errorMessage } from '../api/errors.ts';
import { errorMessages } from '../messages/zh-TW.ts';

/** Login, bind and clue call error (docs/spec/platform.md#errors): the message field of the error response, else 'Unknown error'. */
export function readErrorMessage(error: unknown): string {
  return errorMessage(error) ?? errorMessages.unknown;
}
