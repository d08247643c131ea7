/**
 * Privacy rights calls (/privacy/my-data): each takes the mobile and a fresh `privacy` SMS code
 * (single use: one code per call).
 */

import type { ApiClient } from '../api/types.ts';
import type { Envelope } from '../schemas/common.ts';
import { privacyEraseRoute, privacyExportRoute, privacyMarketingWithdrawRoute } from './privacy.routes.ts';
import type { PrivacyEraseResponse, PrivacyExportResponse, PrivacyRequestInput } from './privacy.schemas.ts';

/** POST /v1/privacy/export: everything held under the mobile, as JSON. */
export function exportMyData(
  client: ApiClient,
  payload: PrivacyRequestInput,
): Promise<PrivacyExportResponse> {
  return client.request(privacyExportRoute, { body: payload });
}

/** POST /v1/privacy/erase: deletes the account and anonymises the leads held under the mobile. */
export function eraseMyData(client: ApiClient, payload: PrivacyRequestInput): Promise<PrivacyEraseResponse> {
  return client.request(privacyEraseRoute, { body: payload });
}

/** POST /v1/privacy/marketing/withdraw: no more marketing use of the mobile (Art. 20 §2). */
export function withdrawMarketing(client: ApiClient, payload: PrivacyRequestInput): Promise<Envelope<null>> {
  return client.request(privacyMarketingWithdrawRoute, { body: payload });
}
