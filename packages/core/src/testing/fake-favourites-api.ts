import type { FavouritePayloadInput } from '../favourites/favourites.schemas.ts';
import type { FavouritesApi } from '../favourites/ports.ts';
import { createCallScript } from './call-script.ts';

/** An in-memory favourites server: a `FavouritesApi` plus knobs for tests and demos. */
export interface FakeFavouritesApi extends FavouritesApi {
  /** Collected items as `source_type:source_id`. */
  readonly collected: Set<string>;
  /** Method names in call order. */
  readonly calls: (keyof FavouritesApi)[];
  /** Makes the next call reject with `error`. */
  failNext(error: unknown): void;
  /** Holds every call until the returned function is called. */
  hold(): () => void;
}

/** The key the fake stores a favourite under. */
export function favouriteKey(payload: FavouritePayloadInput): string {
  return `${payload.source_type}:${payload.source_id}`;
}

/** Creates an in-memory favourites server; collecting twice or removing a missing item is a 422. */
export function createFakeFavouritesApi(initial: FavouritePayloadInput[] = []): FakeFavouritesApi {
  const collected = new Set(initial.map(favouriteKey));
  const { calls, enter, failNext, hold } = createCallScript<keyof FavouritesApi>();
  return {
    collected,
    calls,
    failNext: (error) => failNext(error),
    hold: () => hold(),
    // As the server: each call sets the state, so a repeat changes nothing and is answered.
    async collect(payload) {
      await enter('collect');
      collected.add(favouriteKey(payload));
      return {};
    },
    async disCollect(payload) {
      await enter('disCollect');
      collected.delete(favouriteKey(payload));
      return {};
    },
  };
}
