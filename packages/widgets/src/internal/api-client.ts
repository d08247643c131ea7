/**
 * The API client's chunk: core's client, loaded by `./deferred-api-client.ts` at the
 * first call or the visitor's first interaction, whichever comes first.
 */
export { createApiClient } from '@renovo/core';
