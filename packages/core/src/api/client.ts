/**
 * The client every API function uses (docs/spec/platform.md#calls), on the platform's `fetch`
 * (ADR 061): common headers on every request, one retry on RETRY_STATUS_CODES for GET/HEAD only,
 * keyed calls retried with backoff, typed errors, failed responses logged.
 */
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
 * The URL of `path`: after the base (unless it already starts with it), with the query's
 * values (null and undefined left out, an array's key repeated).
 */
function urlOf(base: string, path: string, query: QueryParams = {}): string {
  base = base.replace(/\/$/, '');
  const url = !base || path.startsWith(base) ? path : base + (path[0] === '/' ? '' : '/') + path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item != null) search.append(key, String(item));
  }
  const text = `${search}`;
  return text ? url + (url.includes('?') ? '&' : '?') + text : url;
}

/** The JSON of a body, or the text itself when it is not JSON; undefined when empty. */
function parseOrText(text: string): unknown {
  if (!text) return undefined;
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

/** What a call without an answer rejects with: TimeoutError, the caller's own abort, or NetworkError. */
function noAnswer(cause: unknown, url: string, timeout: number): unknown {
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : undefined;
  if (name === 'TimeoutError') return new TimeoutError(url, timeout, { cause });
  // The caller aborted: hand back its own reason.
  if (name === 'AbortError') return cause;
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
  // Read at each call, so a fetch replaced after the client was made is the one used.
  const send: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));

  const once = async <T>(path: string, request: ApiRequestOptions): Promise<T> => {
    const method = request.method ?? 'GET';
    const timeout = request.timeout ?? clientTimeout;
    const key = request.idempotencyKey;
    const url = urlOf(options.baseURL, path, request.query);
    const headers = new Headers({ Accept: request.accept ?? 'application/json', ...request.headers });
    if (key) headers.set(API_HEADERS.idempotencyKey, key);
    for (const [name, value] of Object.entries(await headersFor())) {
      if (!headers.has(name)) headers.set(name, value);
    }
    const { body } = request;
    if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    // A keyed call is safe to repeat: retried with backoff (durable calls, the order modal); GET
    // and HEAD once after an answer that asks to come back; no other call.
    const retries = key ? attempts - 1 : RETRIED_METHODS.has(method) ? 1 : 0;
    // Keyed calls back off (doubling from durableDelay, at most 8 s, jittered) or wait as long as
    // Retry-After says; others wait retryDelay.
    const wait = (attempt: number, response?: Response) => {
      const after = retryAfterSeconds(response?.headers.get('retry-after'));
      const ms = !key
        ? getDelay
        : after === undefined
          ? Math.min(firstDelay * 2 ** attempt, 8000) * (0.5 + Math.random() / 2)
          : after * 1000;
      return new Promise((resolve) => setTimeout(resolve, ms));
    };
    for (let attempt = 0; ; attempt++) {
      // Each attempt gets a timeout of its own, with the caller's signal.
      const signal = AbortSignal.timeout(timeout);
      let response: Response;
      let data: unknown;
      try {
        response = await send(url, {
          method,
          headers,
          body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
          signal: request.signal ? (AbortSignal.any?.([request.signal, signal]) ?? request.signal) : signal,
        });
        // A body that does not parse (a proxy's HTML page sent as JSON) stays text, so an error
        // answer still becomes a typed error instead of a SyntaxError.
        data = method === 'HEAD' ? undefined : parseOrText(await response.text());
      } catch (cause) {
        const error = noAnswer(cause, url, timeout);
        // No answer is final, except for a keyed call (not aborted by its caller): safe to repeat.
        if (!key || attempt >= retries || error === cause) throw error;
        await wait(attempt);
        continue;
      }
      if (response.status < 400) return data as T;
      logger.error('[renovo/api] request failed', {
        method,
        url: response.url || url,
        status: response.status,
        body: data,
      });
      if (attempt < retries && RETRY_CODES.includes(response.status)) {
        await wait(attempt, response);
        continue;
      }
      throw apiErrorFromResponse({
        status: response.status,
        body: data,
        url: response.url || url,
        retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
      });
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

  /** Sends a pending call (retried by `once`, keyed); forgets it once answered or refused. */
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
