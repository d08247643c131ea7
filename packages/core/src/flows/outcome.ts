/**
 * Typed outcomes of store actions: a store action resolves `{ ok: true, … }` or
 * `{ ok: false, reason, message }`, so a widget or page draws the outcome and turns it into DOM
 * events without asking again why an action failed.
 */
import { errorStatus, isPendingError } from '../api/errors.ts';

/**
 * Why an action did not complete:
 * - `invalid`: a field failed its rules (the field or a toast shows the message);
 * - `consent`: the terms or the consent popup are not agreed yet;
 * - `network`: no answer, or an answer the flow cannot use;
 * - `rate-limited`: the server answered 429;
 * - `pending`: the request is kept and resent later (a durable lead), not lost;
 * - `rejected`: the server refused (an error status other than 429, or a falsy `code`);
 * - `busy`: ignored, because the same action is running or counting down;
 * - `again`: a login or authorisation just completed and the action needs a fresh tap (a share:
 *   the browser's share sheet only opens from a tap).
 */
export type FailureReason =
  | 'invalid'
  | 'consent'
  | 'network'
  | 'rate-limited'
  | 'pending'
  | 'rejected'
  | 'busy'
  | 'again';

/** A failed action: its reason and the zh-TW message shown for it ('' when nothing is shown). */
export interface Failure<R extends FailureReason = FailureReason> {
  readonly ok: false;
  readonly reason: R;
  readonly message: string;
  /** The HTTP status of a refused call (`rejected`, `rate-limited`), when the flow tells it. */
  readonly status?: number;
}

/** The result of a store action: success with its data, or a {@link Failure}. */
export type Outcome<T extends object = object, R extends FailureReason = FailureReason> =
  | ({ readonly ok: true } & T)
  | Failure<R>;

/** A failure. */
export function failed<R extends FailureReason>(reason: R, message = ''): Failure<R> {
  return { ok: false, reason, message };
}

/** The reason of a failed call: pending, 429 rate-limited, another error status rejected, else network. */
export function reasonOfError(error: unknown): 'pending' | 'rate-limited' | 'rejected' | 'network' {
  if (isPendingError(error)) return 'pending';
  const status = errorStatus(error);
  return status === undefined ? 'network' : status === 429 ? 'rate-limited' : 'rejected';
}
