/**
 * Building blocks of the in-memory API fakes (`createFakeSessionApi`, `createFakeFavouritesApi`):
 * the errors the real client throws, and scripted failures and holds of their calls.
 */
import { type ApiError } from './errors.ts';
/**
 * What the real client throws for an HTTP failure whose body carries `message`: the
 * {@link ApiError} subclass of the status (the fakes throw it so tests see production's errors).
 */
export declare function apiErrorWithMessage(status: number, message: string, url: string): ApiError;
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
/** Creates the call script of one fake. */
export declare function createCallScript<M extends string>(): CallScript<M>;
//# sourceMappingURL=fakes.d.ts.map
