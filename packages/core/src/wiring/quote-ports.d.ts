import type { ApiClient } from '../api/types.ts';
import type { QuotePorts } from '../quote/ports.ts';
/** The basic-quote popup's calls (submit and recent records), on the real client. */
export declare function basicQuotePortsOf(
  client: ApiClient,
): Pick<QuotePorts, 'submitEvaluation' | 'getRecentRecords'>;
//# sourceMappingURL=quote-ports.d.ts.map
