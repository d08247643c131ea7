/**
 * Calls the console API by a route (its method and path): same-origin `fetch` with the staff
 * session cookie (never a member's token), JSON in and out. The browser adds `Origin` to every
 * mutation, which the server checks. An envelope answer (`{code, status, message, data}`) gives
 * its `data`; an error answer throws core's `ApiError` (the status and the server's zh-TW
 * message, `errorStatus` / `errorMessage`), no answer at all core's `NetworkError`.
 */
import { apiErrorFromResponse, NetworkError } from '@renovo/core/api';
import { type Method, pathOf, type Route } from '@renovo/core/contracts';

/** What {@link call} sends. */
export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A file sent as it is (e.g. a CSV import), with its media type, instead of a JSON body. */
  file?: { body: Blob; type: string };
  signal?: AbortSignal;
}

/** The URL of a route with its parameters and query. */
export function urlOf(route: Route, options: Pick<CallOptions, 'params' | 'query'> = {}): string {
  const path = pathOf(route as Route<Method, string>, (options.params ?? {}) as Record<never, string>);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Unwraps the API's envelope. */
function dataOf(json: unknown): unknown {
  if (json && typeof json === 'object' && 'data' in json && 'status' in json) return json.data;
  return json;
}

/** Calls `route` and answers its data. */
export async function call<T>(route: Route, options: CallOptions = {}): Promise<T> {
  const url = urlOf(route, options);
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.file
          ? { 'content-type': options.file.type }
          : options.body === undefined
            ? {}
            : { 'content-type': 'application/json' }),
      },
      body: options.file
        ? options.file.body
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    throw new NetworkError(url, { cause });
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) throw apiErrorFromResponse({ status: response.status, body: json, url });
  return dataOf(json) as T;
}
