import type { AccessOutcome, LoginParams } from '../session/login-store.ts';
import type { FavouritePayloadInput } from './favourites.schemas.ts';

/** The favourite calls, taking the server's favourite body; each rejects on an HTTP error. */
export interface FavouritesApi {
  /** POST /v1/collects. */
  collect(payload: FavouritePayloadInput): Promise<unknown>;
  /** DELETE /v1/dis_collect. */
  disCollect(payload: FavouritePayloadInput): Promise<unknown>;
}

/**
 * Sends the user through login, bind or clue authorisation when needed and resolves when done.
 * The login store (`createLoginStore(...).open`) is one.
 */
export interface AccessGate {
  open(request?: LoginParams): Promise<AccessOutcome>;
}

/** Which client renders: behaviour differs on mobile (docs/spec/platform.md#product). */
export type DeviceKind = 'desktop' | 'mobile';
