/**
 * The server-rendered checks of docs/spec/platform.md#errors around an API call a page cannot render without:
 * 429 → 429 "Too Many Requests"; 410 (content taken off the site) → 410 with the server's message; a failed request, an empty answer or a message containing
 * "error" → 500 "Service error-{status}"; any other refusal (a code other than 200, a 4xx) →
 * 404 with the supplied message. Errors carry pageType home.
 *
 * @example const { data } = await serverCheck(getWorksDetail(api, { id }), { notFound: worksMessages.notFound });
 */
import { errorMessages, errorPageMessages, errorStatus, format, serverMessageOf } from '@renovo/core';
import { pageError } from './page-error.ts';

/** Options of {@link serverCheck}. */
export interface ServerCheckOptions {
  /** Message of the 404 when the server gave none (e.g. the works-detail one). */
  notFound?: string;
  /** Message of the 410 of content taken off the site (default: the server's, else errorPageMessages.goneDefault). */
  gone?: string;
}

/** An answer with the envelope's code and message. */
interface Answer {
  code?: number;
  message?: string;
}

function serviceError(status: number) {
  return pageError(500, format(errorMessages.serviceError, { status }));
}

/** Awaits an API call and turns its failures into the page errors of docs/spec/platform.md#errors. */
export async function serverCheck<T extends Answer | null | undefined>(
  call: Promise<T>,
  options: ServerCheckOptions = {},
): Promise<NonNullable<T>> {
  let answer: T;
  try {
    answer = await call;
  } catch (error) {
    const status = errorStatus(error);
    if (status === 429) throw pageError(429, errorPageMessages.tooManyRequests);
    if (status === 410) {
      const message = serverMessageOf((error as { body?: unknown }).body);
      throw pageError(410, options.gone ?? message ?? errorPageMessages.goneDefault);
    }
    if (status !== undefined && status >= 400 && status < 500) {
      const message = serverMessageOf((error as { body?: unknown }).body);
      throw pageError(404, options.notFound ?? message ?? errorPageMessages.notFoundDefault);
    }
    throw serviceError(status ?? 500);
  }
  if (answer === null || answer === undefined || typeof answer !== 'object') throw serviceError(500);
  const message = typeof answer.message === 'string' ? answer.message : '';
  if (/error/i.test(message)) throw serviceError(answer.code ?? 500);
  if (answer.code !== undefined && answer.code !== 200) {
    throw pageError(404, options.notFound ?? (message || errorPageMessages.notFoundDefault));
  }
  return answer as NonNullable<T>;
}
