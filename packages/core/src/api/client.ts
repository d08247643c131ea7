/**
 * The ofetch client every API function uses (docs/spec/platform.md#calls): common headers on every request,
 * one
 * retry on RETRY_STATUS_CODES for GET/HEAD only, typed errors, failed responses logged.
 */
import { FetchError, ofetch } from 'ofetch';
import type { Route } from '../contracts/route.ts';
import { API_HEADERS, RETRY_STATUS_CODES } from '../data/constants.ts';
import { createMemoryStorage } from '../platform/memory.ts';
import { consoleLogger } from './console-logger.ts';
import { apiErrorFromResponse, errorStatus, NetworkError, TimeoutError } from './errors.ts';
import { createHeaderSource, randomUuid } from './headers.ts';
import { PENDING_KEY, PENDING_TTL_MS } from './pending.ts';
import type { ApiClient, ApiClientOptions, ApiRequestOptions, JsonObject, QueryParams } from './types.ts';

/** Statuses that ask to come back later: retried. */
const RETRY_CODES: number[] = [...RETRY_STATUS_CODES];

/** A durable call waiting for its answer: key, path, body, time made. */
interface Pending {
  k: string;
  p: string;
  b: JsonObject | string;
  t: number;
}

/** Default request timeout, ms. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Default delay before the one retry, ms. */
export const DEFAULT_RETRY_DELAY_MS = 250;

/** Methods without a body: the only ones retried. */
const RETRIED_METHODS = new Set(['GET', 'HEAD']);

/**
 * Query parameters without the null ones (ofetch leaves out the undefined ones, repeats an
 * array's key and writes numbers and booleans as text).
 */
function cleanQuery(query: QueryParams | undefined): QueryParams | undefined {
  return query && Object.fromEntries(Object.entries(query).filter(([, value]) => value !== null));
}

/** The caller's signal, also aborted with a TimeoutError after `ms`. */
function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  return AbortSignal.any?.([signal, AbortSignal.timeout(ms)]) ?? signal;
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
  const getDelay = options.retryDelay ?? DEFAULT_RETRY_DELAY_MS;
  const attempts = options.durableAttempts ?? 6;
  const firstDelay = options.durableDelay ?? 500;
  const fetcher = ofetch.create(
    {
      baseURL: options.baseURL,
      retryStatusCodes: RETRY_CODES,
      // Keyed calls back off (doubling from durableDelay, at most 8 s, jittered) or wait as long as
      // Retry-After says; others wait retryDelay.
      retryDelay(context) {
        // ofetch would combine the spent attempt's timeout signal into the next one's: each
        // attempt gets a fresh timeout instead.
        if (context.options.timeout) context.options.signal = undefined;
        if (!context.options.headers.has(API_HEADERS.idempotencyKey)) return getDelay;
        const after = retryAfterSeconds(context.response?.headers.get('retry-after'));
        const attempt = attempts - 1 - Number(context.options.retry);
        return after === undefined
          ? Math.min(firstDelay * 2 ** attempt, 8000) * (0.5 + Math.random() / 2)
          : after * 1000;
      },
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
        // No response (network, timeout) is final, except for a keyed call: it is safe to repeat.
        if (!context.options.headers.has(API_HEADERS.idempotencyKey)) context.options.retry = 0;
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

  const once = async <T>(path: string, request: ApiRequestOptions): Promise<T> => {
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
        // A keyed call is safe to repeat: retried with backoff (durable calls, the order modal).
        retry: request.idempotencyKey ? attempts - 1 : RETRIED_METHODS.has(method) ? 1 : 0,
        ...(request.signal ? { signal: withTimeout(request.signal, timeout) } : { timeout }),
      });
    } catch (error) {
      throw toClientError(error, path, timeout);
    }
  };

  // Durable calls (leads): kept in `pending` until the server answers.
  const store = options.pending ?? createMemoryStorage();
  const read = (): Pending[] => {
    try {
      const list = JSON.parse(store.getItem(PENDING_KEY) ?? '[]');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  };
  const write = (list: Pending[]): void => {
    try {
      store.setItem(PENDING_KEY, JSON.stringify(list));
    } catch {}
  };

  // A call left pending is resent by this page too (as the visitor was told): when the browser
  // says it is online again, or resendPendingAfter later (again while it stays pending). The next
  // page resends what this one could not.
  let later: ReturnType<typeof setTimeout> | undefined;
  const resendLater = (): void => {
    later ??= setTimeout(() => {
      later = undefined;
      void client.resume();
    }, options.resendPendingAfter ?? 60_000);
    (later as { unref?: () => void }).unref?.();
  };
  globalThis.addEventListener?.('online', () => void client.resume());
  // Who waits for the answer a pending call gets when it is resent, by its key: the flow that
  // told the visitor 將自動重新送出 plays it then (`PendingError.later`).
  const waiting: Record<string, ((answer: unknown) => void)[]> = {};

  /** Sends a pending call (ofetch retries it, see `retry`); forgets it once answered or refused. */
  async function deliver<T>(entry: Pending): Promise<T> {
    try {
      const answer = await once<T>(entry.p, { method: 'POST', body: entry.b, idempotencyKey: entry.k });
      write(read().filter((e) => e.k !== entry.k));
      waiting[entry.k]?.map((resolve) => resolve(answer));
      return answer;
    } catch (error) {
      const status = errorStatus(error);
      // No answer, or one that asks to come back: the lead is kept for a later page.
      if (
        status ? RETRY_CODES.includes(status) : error instanceof NetworkError || error instanceof TimeoutError
      ) {
        resendLater();
        const list = waiting[entry.k] ?? [];
        waiting[entry.k] = list;
        const later = new Promise((resolve) => list.push(resolve));
        throw Object.assign(error as Error, { pending: true, later });
      }
      write(read().filter((e) => e.k !== entry.k));
      throw error;
    }
  }

  const client: ApiClient = {
    logger,
    request<T>(target: Route | string, options: ApiRequestOptions = {}): Promise<T> {
      // A route gives its path and method; a path comes with options.method (GET by default).
      const { path = target as string, method } = target as Partial<Route>;
      const request = { method, ...options };
      if (!request.durable) return once<T>(path, request);
      const body = request.body ?? {};
      const text = JSON.stringify(body);
      const list = read();
      // The same lead sent again (送出 pressed twice, a retry after an error): its first key.
      const given = request.idempotencyKey;
      let entry = list.find((e) => (given ? e.k === given : e.p === path && JSON.stringify(e.b) === text));
      if (!entry) {
        entry = { k: given ?? randomUuid(), p: path, b: body, t: Date.now() };
        write([...list, entry]);
      }
      return deliver<T>(entry);
    },
    async resume() {
      const fresh = read().filter((entry) => Date.now() - entry.t < PENDING_TTL_MS);
      write(fresh);
      await Promise.all(fresh.map((e) => deliver(e).catch(() => {})));
    },
  };
  return client;
}
