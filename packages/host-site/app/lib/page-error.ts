/**
 * Page errors (docs/spec/quotes.md#entities "Error: statusCode, message, data"): thrown from loaders as React
 * Router `data` with the HTTP status; `data` is a JSON string holding the header's pageType.
 * Server-rendered errors carry pageType home and the client fallback disabled (docs/spec/platform.md#errors).
 */
import { data, isRouteErrorResponse } from 'react-router';

/** The body of a thrown page error. */
export interface PageErrorData {
  statusCode: number;
  message: string;
  /** JSON: `{"pageType":"home","fallback":false}`. */
  data: string;
}

/** What the error page reads from any thrown value. */
export interface PageErrorInfo {
  status: number;
  /** The error's message, when it has one meant for the visitor. */
  message: string | undefined;
  /** The header's active nav key (default home). */
  pageType: string;
}

/** The response a loader throws for an error page. */
export function pageError(status: number, message: string, pageType = 'home') {
  return data<PageErrorData>(
    { statusCode: status, message, data: JSON.stringify({ pageType, fallback: false }) },
    { status },
  );
}

/** The pageType of an error's data string, default home. */
export function pageTypeOf(raw: unknown): string {
  if (typeof raw !== 'string') return 'home';
  try {
    const parsed = JSON.parse(raw) as { pageType?: unknown };
    return typeof parsed.pageType === 'string' && parsed.pageType ? parsed.pageType : 'home';
  } catch {
    return 'home';
  }
}

/** A thrown `data()` before React Router turned it into an error response (e.g. in a test). */
function asErrorResponse(error: unknown): { status: number; data: unknown } | null {
  if (isRouteErrorResponse(error)) return error;
  const raw = error as { type?: unknown; data?: unknown; init?: { status?: unknown } } | null;
  if (raw?.type === 'DataWithResponseInit' && typeof raw.init?.status === 'number') {
    return { status: raw.init.status, data: raw.data };
  }
  return null;
}

/** Reads status, message and pageType from whatever reached the error boundary. */
export function readPageError(error: unknown): PageErrorInfo {
  const response = asErrorResponse(error);
  if (response) {
    const body = response.data as Partial<PageErrorData> | string | null | undefined;
    if (body && typeof body === 'object') {
      return {
        status: response.status,
        message: typeof body.message === 'string' && body.message ? body.message : undefined,
        pageType: pageTypeOf(body.data),
      };
    }
    return {
      status: response.status,
      message: typeof body === 'string' && body ? body : undefined,
      pageType: 'home',
    };
  }
  // A bug (thrown Error) is a 500 whose text is not shown to the visitor.
  return { status: 500, message: undefined, pageType: 'home' };
}
