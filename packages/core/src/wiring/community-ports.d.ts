import type { ApiClient } from '../api/types.ts';
import type { QuotePorts } from '../quote/ports.ts';
/** The quote forms' calls, on the real client. */
export declare function quotePortsOf(client: ApiClient): QuotePorts;
//# sourceMappingURL=community-ports.d.ts.map
