import type { FavouritePayloadInput } from '../schemas/favourites.ts';
import type { FavouritesApi } from './ports.ts';
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
export declare function favouriteKey(payload: FavouritePayloadInput): string;
/** Creates an in-memory favourites server; collecting twice or removing a missing item is a 422. */
export declare function createFakeFavouritesApi(initial?: FavouritePayloadInput[]): FakeFavouritesApi;
//# sourceMappingURL=fake-api.d.ts.map
