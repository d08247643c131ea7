/**
 * The API client of Renovo: one ofetch client and a typed function for every call of the spec.
 * @example
 * import { createApiClient, getUserInfo } from '@renovo/core'; // via src/index.ts
 * const client = createApiClient({ baseURL, clientType: 'web', getToken: () => token });
 * const { data } = await getUserInfo(client);
 */

export * from '../contracts/routes.ts';
export { call } from './call.ts';
export * from './client.ts';
export * from './clues.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './fakes.ts';
export * from './favourites.ts';
export * from './headers.ts';
export * from './misc.ts';
export { PATHS } from './paths.ts';
export * from './privacy.ts';
export * from './quote.ts';
export * from './ratings.ts';
export * from './session.ts';
export * from './style-test.ts';
export type * from './types.ts';
