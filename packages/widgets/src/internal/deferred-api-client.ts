/**
 * The page's API client, loaded after the widgets' first paint: no element needs the network to
 * show itself, so the client (core's `createApiClient`, `./api-client.ts`) is a chunk
 * of its own, fetched at the first call or at the visitor's first interaction with the page,
 * whichever comes first (ADR 049). Calls made before it arrives wait for it and go out in order.
 * A chunk that cannot load fails the call as a `NetworkError` (what a call without a network
 * does anyway) and is fetched again by the next call.
 */
import { type ApiClient, type ApiClientOptions, consoleLogger, NetworkError, type Route } from '@renovo/core';
import { onFirstInteraction } from './first-interaction.ts';

/** Loads the client's chunk; replaceable in tests. */
export const apiClientChunk = {
  load: (): Promise<{ createApiClient(options: ApiClientOptions): ApiClient }> => import('./api-client.ts'),
};

/** An {@link ApiClient} that builds the real one with `options` once its chunk has arrived. */
export function createDeferredApiClient(options: ApiClientOptions): ApiClient {
  const logger = options.logger ?? consoleLogger;
  let client: Promise<ApiClient> | undefined;
  const get = () =>
    (client ??= apiClientChunk.load().then(
      (chunk) => chunk.createApiClient({ ...options, logger }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  onFirstInteraction(() => void get().catch(() => {}));
  return {
    logger,
    request: (target, request) =>
      get().then(
        (real) => real.request(target, request),
        (cause: unknown) => {
          throw new NetworkError((target as Partial<Route>).path ?? (target as string), { cause });
        },
      ),
    resume: () =>
      get().then(
        (real) => real.resume(),
        () => {},
      ),
  };
}
