/**
 * A company's members, as the company centre's 成員 screen calls them (docs/spec/company-side.md#accounts):
 * the list with pending invitations; the owner invites by SMS, takes an invitation back and removes
 * a member (never the last owner). Each call answers the envelope's `data`; a refusal rejects with
 * core's ApiError (its zh-TW message shown as is).
 */
import type { z } from 'zod';
import type { ApiClient } from '../../api/types.ts';
import { pathOf } from '../../contracts/route.ts';
import type { CompanyMemberRole } from '../company-side-facts.ts';
import type { CompanyMembersSchema } from './accounts.contract.ts';
import {
  companyInviteRevokeRoute,
  companyMemberInviteRoute,
  companyMemberRemoveRoute,
  companyMembersRoute,
} from './accounts.routes.ts';

/** A company's members and pending invitations. */
export type CompanyMembers = z.infer<typeof CompanyMembersSchema>;

const data = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

/** GET /v1/company/members. */
export const getCompanyMembers = (client: ApiClient) =>
  data(client.request<{ data: CompanyMembers }>(companyMembersRoute));

/** POST /v1/company/members: answers whether the SMS went out (`sent`) or not today. */
export const inviteCompanyMember = (client: ApiClient, mobile: string, role: CompanyMemberRole) =>
  data(
    client.request<{ data: { sms: 'sent' | 'budget' | 'failed' } }>(companyMemberInviteRoute, {
      body: { mobile, role },
    }),
  );

/** DELETE /v1/company/members/{id}. */
export const removeCompanyMember = (client: ApiClient, id: number) =>
  data(
    client.request<{ data: { removed: true } }>(pathOf(companyMemberRemoveRoute, { id }), {
      method: 'DELETE',
    }),
  );

/** DELETE /v1/company/invites/{id}. */
export const revokeCompanyInvite = (client: ApiClient, id: number) =>
  data(
    client.request<{ data: { revoked: true } }>(pathOf(companyInviteRevokeRoute, { id }), {
      method: 'DELETE',
    }),
  );
