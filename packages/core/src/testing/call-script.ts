/**
 * Building blocks of the in-memory API fakes (`createFakeSessionApi`, `createFakeFavouritesApi`):
 * the errors the real client throws, and scripted failures and holds of their calls.
 */
import { type ApiError, apiErrorFromResponse } from '../api/errors.ts';

/**
 * What the real client throws for an HTTP failure whose body carries `message`: the
 * {@link ApiError} subclass of the status (the fakes throw it so tests see production's errors).
 */
export function apiErrorWithMessage(status: number, message: string, url: string): ApiError {
  return apiErrorFromResponse({ status, body: { code: status, message }, url });
}

/** Scripted failures and holds of a fake's calls; each call goes through `enter` first. */
export interface CallScript<M extends string> {
  /** Method names in call order. */
  readonly calls: M[];
  /** Records a call, waits while it is held, then throws the failure scripted for it. */
  enter(method: M): Promise<void>;
  /** Makes the next call of `method` (of any method when omitted) reject with `error`. */
  failNext(error: unknown, method?: M): void;
  /** Holds the calls of `method` (every call when omitted) until the returned function is called. */
  hold(method?: M): () => void;
}

/** The key of failures and holds that apply to every method. */
const ANY = '*';

/** Creates the call script of one fake. */
export function createCallScript<M extends string>(): CallScript<M> {
  const calls: M[] = [];
  const failures = new Map<string, unknown[]>();
  const holds = new Map<string, Promise<void>>();
  return {
    calls,
    async enter(method) {
      calls.push(method);
      await holds.get(ANY);
      await holds.get(method);
      for (const key of [method, ANY]) {
        const queue = failures.get(key);
        if (queue?.length) throw queue.shift();
      }
    },
    failNext(error, method) {
      const key = method ?? ANY;
      failures.set(key, [...(failures.get(key) ?? []), error]);
    },
    hold(method) {
      const key = method ?? ANY;
      let release = () => {};
      holds.set(
        key,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(key);
            resolve();
          };
        }),
      );
      return release;
    },
  };
}
