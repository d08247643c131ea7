/**
 * Server side of the two quote result pages: the stored quote of `?id=`, the submit's unguessable
 * `public_id` (a sequential id is not one). A missing, malformed or unknown id is the 404
 * 找不到此報價單; other failures are the server checks of docs/spec/platform.md#errors.
 */
import { getEvaluationResult, serverMessages } from '@renovo/core';
import { isResultId } from '@renovo/core/schemas';
import type { RouterContextProvider } from 'react-router';
import { type QuoteResult, readQuoteResult } from '../components/quote/quote-result.ts';
import { apiFor } from '../lib/api.server.ts';
import { pageError } from '../lib/page-error.ts';
import { serverCheck } from '../lib/server-check.ts';

/** The quote the result page shows. */
export async function loadQuoteResult(
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
