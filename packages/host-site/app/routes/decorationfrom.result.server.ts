/**
 * Server side of the two quote result pages: the stored quote of `?id=`, the submit's unguessable
 * `public_id` (a sequential id is not one). A missing, malformed or unknown id is the 404
 * 找不到此報價單; other failures are the server checks of docs/spec/platform.md#errors. With the
 * quote, the owner's match (docs/spec/company-side.md#owner-control): the companies that
 * accepted, and the 停止聯繫 the page's form POSTs here (then back to the page, so a reload
 * sends nothing again).
 */
import {
  errorStatus,
  getEvaluationResult,
  getResultCompanies,
  ownerControlMessages,
  postResultStopContact,
  serverMessages,
} from '@renovo/core';
import { isResultId } from '@renovo/core/schemas';
import { type RouterContextProvider, redirect } from 'react-router';
import { type OwnerMatch, readOwnerMatch } from '../components/quote/owner-match.ts';
import { type QuoteResult, readQuoteResult } from '../components/quote/quote-result.ts';
import { apiFor } from '../lib/api.server.ts';
import { pageError } from '../lib/page-error.ts';
import { pageUrl } from '../lib/page-url.ts';
import { settle } from '../lib/read.ts';
import { serverCheck } from '../lib/server-check.ts';

/** What a result page shows: the quote, and the owner's match when the quote has a stored lead. */
export interface ResultPageData {
  result: QuoteResult;
  /** Null when the match could not be read. */
  match: OwnerMatch | null;
  /** The page was asked with `confirm=stop`: the stop question is shown. */
  confirming: boolean;
}

/** The quote and the owner's match of the page's `?id=`. */
export async function loadResultPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ResultPageData> {
  const result = await loadQuoteResult(request, context);
  const answer = await settle(getResultCompanies(apiFor(context, request), { id: result.publicId }));
  const confirming = new URL(request.url).searchParams.get('confirm') === 'stop';
  return { result, match: answer ? readOwnerMatch(answer) : null, confirming };
}

/** 停止聯繫: POSTs the form's id to the API, then back to the page; a failure is said on the page. */
export async function stopContactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => null);
  const id = String(form?.get('id') ?? '').trim();
  if (!isResultId(id)) throw pageError(404, serverMessages.quoteNotFound, 'quote');
  try {
    await postResultStopContact(apiFor(context, request), { id });
  } catch (error) {
    if (errorStatus(error) === 404) throw pageError(404, serverMessages.quoteNotFound, 'quote');
    return { error: ownerControlMessages.stopFailed };
  }
  // Back to the page the form was on: a hydrated page's form posts to the route's data URL
  // (`…/result_copy.data`), which is not a page (a redirect there answered the English 404).
  return redirect(`${pageUrl(request).pathname}?id=${encodeURIComponent(id)}`, 303);
}

/** The quote the result page shows. */
async function loadQuoteResult(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<QuoteResult> {
  const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
  if (!isResultId(id)) throw pageError(404, serverMessages.quoteNotFound, 'quote');
  const answer = await serverCheck(getEvaluationResult(apiFor(context, request), { id }), {
    notFound: serverMessages.quoteNotFound,
  });
  const result = readQuoteResult(answer);
  if (!result) throw pageError(404, serverMessages.quoteNotFound, 'quote');
  return result;
}
