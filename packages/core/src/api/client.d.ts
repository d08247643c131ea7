import type { ApiClient, ApiClientOptions, ApiLogger } from './types.ts';
/** Default request timeout, ms. */
export declare const DEFAULT_TIMEOUT_MS = 15000;
/** Default delay before the one retry, ms. */
export declare const DEFAULT_RETRY_DELAY_MS = 250;
/** Logs failed responses with console.error. */
export declare const consoleLogger: ApiLogger;
/**
 * Creates the API client.
 * @example
 * const client = createApiClient({ baseURL: 'https://api.renovo.tw', clientType: 'web', getToken: () => token });
 * const user = await getUserInfo(client);
 */
export declare function createApiClient(options: ApiClientOptions): ApiClient;
//# sourceMappingURL=client.d.ts.map
