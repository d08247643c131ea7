/**
 * Privacy rights calls (/privacy/my-data): each takes the mobile and a fresh `privacy` SMS code
 * (single use: one code per call).
 */
import type { Envelope } from '../schemas/common.ts';
import type { PrivacyEraseResponse, PrivacyExportResponse, PrivacyRequestInput } from '../schemas/privacy.ts';
import { privacyErasePath, privacyExportPath, privacyMarketingWithdrawPath } from './paths.ts';
import type { ApiClient } from './types.ts';

/** POST /v1/privacy/export: everything held under the mobile, as JSON. */
export function exportMyData(
  client: ApiClient,
  payload: PrivacyRequestInput,
): Promise<PrivacyExportResponse> {
  return client.request(privacyExportPath, { method: 'POST', body: payload });
}

/** POST /v1/privacy/erase: deletes the account and anonymises the leads held under the mobile. */
export function eraseMyData(client: ApiClient, payload: PrivacyRequestInput): Promise<PrivacyEraseResponse> {
  return client.request(privacyErasePath, { method: 'POST', body: payload });
}

/** POST /v1/privacy/marketing/withdraw: no more marketing use of the mobile (Art. 20 §2). */
export function withdrawMarketing(client: ApiClient, payload: PrivacyRequestInput): Promise<Envelope<null>> {
  return client.request(privacyMarketingWithdrawPath, { method: 'POST', body: payload });
}
