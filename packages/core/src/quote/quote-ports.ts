/**
 * The basic-quote adapter of `api-ports.ts`, in a module of its own so a browser bundle that
 * never sends a quote does not carry it (see api-ports.ts for what the adapters are).
 */

import type { ApiClient } from '../api/types.ts';
import type { QuotePorts } from './ports.ts';
import { getRecentRecords, postEvaluationForm } from './quote.client.ts';

/** The basic-quote popup's calls (submit and recent records), on the real client. */
export function basicQuotePortsOf(
  client: ApiClient,
): Pick<QuotePorts, 'submitEvaluation' | 'getRecentRecords'> {
  return {
    submitEvaluation: (form) => postEvaluationForm(client, form),
    getRecentRecords: async (query) => (await getRecentRecords(client, query)).data,
  };
}
