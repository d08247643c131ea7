/**
 * The company centre's calls (docs/spec/company-side.md#centre), for the host site's
 * `/user-company` pages: the member's company, its dashboard, offers, works, reviews and photos.
 * Each call answers the envelope's `data`; a refusal rejects with core's ApiError (its zh-TW
 * message shown as is).
 */
import type { z } from 'zod';
import type { ApiClient, JsonObject } from '../../api/types.ts';
import { pathOf } from '../../contracts/route.ts';
import { companyInviteAcceptRoute } from '../accounts/accounts.routes.ts';
import type { CompanyMemberRole } from '../company-side-facts.ts';
import type { CompanyOfferSchema } from '../offers.contract.ts';
import {
  companyOfferAcceptRoute,
  companyOfferDeclineRoute,
  companyOfferReportRoute,
  companyOffersRoute,
} from '../offers.routes.ts';
import {
  companyDashboardRoute,
  companyMediaRoute,
  companyProfileRoute,
  companyProfileUpdateRoute,
  companyReviewReplyRoute,
  companyReviewsRoute,
  companyWorkCreateRoute,
  companyWorksRoute,
  companyWorkUpdateRoute,
} from './centre.routes.ts';
import type { CompanyMedia } from './media.contract.ts';
import type { CompanyDashboard, CompanyProfile } from './profile.contract.ts';
import type { CompanyReview } from './reviews.contract.ts';
import type { CompanyWork, CompanyWorkInput } from './works.contract.ts';

/** An offer as the centre reads it. */
export type CompanyOffer = z.infer<typeof CompanyOfferSchema>;
/** A page of offers. */
export interface CompanyOfferPage {
  items: CompanyOffer[];
  total: number;
  page: number;
  per_page: number;
}

const data = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

/** GET /v1/company/profile. */
export const getCompanyProfile = (client: ApiClient) =>
  data(client.request<{ data: CompanyProfile }>(companyProfileRoute));

/** PUT /v1/company/profile. */
export const putCompanyProfile = (client: ApiClient, change: JsonObject) =>
  data(client.request<{ data: CompanyProfile }>(companyProfileUpdateRoute, { body: change }));

/** GET /v1/company/dashboard. */
export const getCompanyDashboard = (client: ApiClient) =>
  data(client.request<{ data: CompanyDashboard }>(companyDashboardRoute));

/** GET /v1/company/media/{id}. */
export const getCompanyMedia = (client: ApiClient, id: number) =>
  data(
    client.request<{ data: CompanyMedia }>(pathOf(companyMediaRoute, { id }), {
      method: companyMediaRoute.method,
    }),
  );

/** GET /v1/company/works. */
export const getCompanyWorks = (client: ApiClient) =>
  data(client.request<{ data: { items: CompanyWork[] } }>(companyWorksRoute));

/** POST /v1/company/works, or PUT /v1/company/works/{id} when `id` is given. */
export function saveCompanyWork(client: ApiClient, work: CompanyWorkInput, id?: number) {
  const body = work as unknown as JsonObject;
  return id === undefined
    ? data(client.request<{ data: CompanyWork }>(companyWorkCreateRoute, { body }))
    : data(
        client.request<{ data: CompanyWork }>(pathOf(companyWorkUpdateRoute, { id }), {
          method: companyWorkUpdateRoute.method,
          body,
        }),
      );
}

/** GET /v1/company/reviews. */
export const getCompanyReviews = (client: ApiClient) =>
  data(client.request<{ data: { items: CompanyReview[] } }>(companyReviewsRoute));

/** PUT /v1/company/reviews/{rating_id}/reply. */
export const putCompanyReviewReply = (client: ApiClient, ratingId: number, body: string) =>
  data(
    client.request<{ data: CompanyReview }>(pathOf(companyReviewReplyRoute, { rating_id: ratingId }), {
      method: companyReviewReplyRoute.method,
      body: { body },
    }),
  );

/** GET /v1/company/offers. */
export const getCompanyOffers = (client: ApiClient, query: { status?: string; page?: number }) =>
  data(
    client.request<{ data: CompanyOfferPage }>(companyOffersRoute, {
      query: Object.fromEntries(
        Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
      ) as Record<string, string | number>,
    }),
  );

const OFFER_ACTIONS = {
  accept: companyOfferAcceptRoute,
  decline: companyOfferDeclineRoute,
  report: companyOfferReportRoute,
} as const;

/** POST /v1/company/offers/{id}/accept|decline|report. */
export const answerCompanyOffer = (
  client: ApiClient,
  id: number,
  action: keyof typeof OFFER_ACTIONS,
  body: JsonObject = {},
) =>
  data(
    client.request<{ data: CompanyOffer }>(pathOf(OFFER_ACTIONS[action], { id }), {
      method: OFFER_ACTIONS[action].method,
      body,
    }),
  );

/**
 * POST /v1/company/invites/accept `{token}` (the members' flow, docs/spec/company-side.md#accounts):
 * the signed-in user joins the inviting company; answers the company and the role.
 */
export const acceptCompanyInvite = (client: ApiClient, token: string) =>
  data(
    client.request<{ data: { company: { id: number; name: string }; role: CompanyMemberRole } }>(
      companyInviteAcceptRoute.path,
      { method: 'POST', body: { token } },
    ),
  );

export type { CompanyDashboard, CompanyMedia, CompanyProfile, CompanyReview, CompanyWork, CompanyWorkInput };
