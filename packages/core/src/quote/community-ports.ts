/**
 * The quote forms' adapter of `api-ports.ts` (the community popup's calls), in a module of its
 * own so the basic-quote popup does not carry it (see api-ports.ts for what the adapters are).
 */

import type { ApiClient } from '../api/types.ts';
import { getCommunityLayouts, getPreview, searchCommunities } from './community.client.ts';
import type { QuotePorts } from './ports.ts';
import { basicQuotePortsOf } from './quote-ports.ts';

/** The quote forms' calls, on the real client. */
export function quotePortsOf(client: ApiClient): QuotePorts {
  const basic = basicQuotePortsOf(client);
  return {
    submitEvaluation: basic.submitEvaluation,
    searchCommunities: (query) => searchCommunities(client, query),
    getCommunityLayouts: (query) => getCommunityLayouts(client, query),
    getPreview: async (query) => (await getPreview(client, query)).data ?? {},
    getRecentRecords: basic.getRecentRecords,
  };
}
