/**
 * The ofetch client every API function uses (doc 1 §7): common headers on every request, one
 * retry on RETRY_STATUS_CODES for GET/HEAD only, typed errors, failed responses logged.
 */
import { FetchError, ofetch } from 'ofetch';
import { API_HEADERS, RETRY_STATUS_CODES } from '../data/constants.ts';
import { apiErrorFromResponse, NetworkError, TimeoutError } from './errors.ts';
import { createHeaderSource } from './headers.ts';
import type { ApiClient, ApiClientOptions, ApiLogger, ApiRequestOptions, QueryParams } from './types.ts';

/** Default request timeout, ms. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Default delay before the one retry, ms. */
export const DEFAULT_RETRY_DELAY_MS = 250;

/** Logs failed responses with console.error. */
export const consoleLogger: ApiLogger = {
  error: (message, details) => console.error(message, details),
};

/** Methods without a body: the only ones retried. */
const RETRIED_METHODS = new Set(['GET', 'HEAD']);

/** Query parameters without the undefined and null ones. */
function cleanQuery(
  query: QueryParams | undefined,
): Record<string, string | number | boolean | string[]> | undefined {
  if (!query) return undefined;
  const clean: Record<string, string | number | boolean | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    clean[key] = Array.isArray(value) ? value.map(String) : (value as string | number | boolean);
  }
  return clean;
}

/** The caller's signal, also aborted with a TimeoutError after `ms`. */
function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : signal;
}

/** The JSON of a body, or the text itself when it is not JSON. */
function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Seconds of a Retry-After header, when it is a number. */
function retryAfterSeconds(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** Turns what ofetch threw into ApiError, TimeoutError or NetworkError. */
function toClientError(error: unknown, fallbackUrl: string, timeout: number): unknown {
  if (!(error instanceof FetchError)) return error;
  const url = error.response?.url || (typeof error.request === 'string' ? error.request : fallbackUrl);
  if (error.response) {
    return apiErrorFromResponse({
      status: error.response.status,
      body: error.data,
      url,
      retryAfter: retryAfterSeconds(error.response.headers.get('retry-after')),
    });
  }
  const cause = error.cause;
  const causeName = cause instanceof Error || cause instanceof DOMException ? cause.name : undefined;
  if (causeName === 'TimeoutError') return new TimeoutError(url, timeout, { cause });
  // The caller aborted: hand back its own reason.
  if (causeName === 'AbortError') return cause;
  return new NetworkError(url, { cause });
}

/**
 * Creates the API client.
 * @example
 * const client = createApiClient({ baseURL: 'https://api.renovo.tw', clientType: 'web', getToken: () => token });
 * const user = await getUserInfo(client);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const logger = options.logger ?? consoleLogger;
  const headersFor = createHeaderSource(options);
  const clientTimeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const fetcher = ofetch.create(
    {
      baseURL: options.baseURL,
      retryStatusCodes: [...RETRY_STATUS_CODES],
      retryDelay: options.retryDelay ?? DEFAULT_RETRY_DELAY_MS,
      // A body that does not parse (a proxy's HTML page sent as JSON) stays text, so an error
      // answer still becomes a typed error instead of a SyntaxError.
      parseResponse: parseOrText,
      async onRequest(context) {
        const headers = await headersFor();
        for (const [name, value] of Object.entries(headers)) {
          if (!context.options.headers.has(name)) context.options.headers.set(name, value);
        }
      },
      onRequestError(context) {
        // Retries are for the listed statuses only; no response (network, timeout) is final.
        context.options.retry = 0;
      },
      onResponseError(context) {
        logger.error('[renovo/api] request failed', {
          method: context.options.method ?? 'GET',
          url: context.response.url || String(context.request),
          status: context.response.status,
          body: context.response._data,
        });
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  return {
    logger,
    async request<T>(path: string, request: ApiRequestOptions = {}): Promise<T> {
      const method = request.method ?? 'GET';
      const timeout = request.timeout ?? clientTimeout;
      const headers: Record<string, string> = {
        Accept: request.accept ?? 'application/json',
        ...request.headers,
      };
      if (request.idempotencyKey) headers[API_HEADERS.idempotencyKey] = request.idempotencyKey;
      try {
        return await fetcher<T>(path, {
          method,
          headers,
          query: cleanQuery(request.query),
          body: request.body,
          retry: RETRIED_METHODS.has(method) ? 1 : 0,
          ...(request.signal ? { signal: withTimeout(request.signal, timeout) } : { timeout }),
        });
      } catch (error) {
        throw toClientError(error, path, timeout);
      }
    },
  };
}
