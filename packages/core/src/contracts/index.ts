/**
 * `@renovo/core/contracts`: every endpoint's contract (ADR 019) and the list the server, the
 * tests and the OpenAPI document read. Each contract lives in its flow folder
 * (`<flow>/<name>.contract.ts` beside its `<name>.routes.ts`); this folder keeps the shared
 * machinery (contract, route, envelope, error) and re-exports the flows. Server and
 * documentation only: a browser bundle imports the route halves from the flow files, never this
 * entry.
 */

import { CLUES_CONTRACTS } from '../clues/clues-order.contract.ts';
import { COMPANY_ACCOUNTS_CONTRACTS } from '../company-side/accounts/accounts.contract.ts';
import { COMPANY_APPLICATIONS_CONTRACTS } from '../company-side/applications/applications.contract.ts';
import { COMPANY_MEDIA_CONTRACTS } from '../company-side/centre/media.contract.ts';
import { COMPANY_PROFILE_CONTRACTS } from '../company-side/centre/profile.contract.ts';
import { COMPANY_REVIEWS_CONTRACTS } from '../company-side/centre/reviews.contract.ts';
import { COMPANY_WORKS_CONTRACTS } from '../company-side/centre/works.contract.ts';
import { COMPANY_OFFERS_CONTRACTS } from '../company-side/offers.contract.ts';
import { OWNER_CONTROL_CONTRACTS } from '../company-side/owner-control/owner-control.contract.ts';
import { CONSOLE_ARTICLES_CONTRACTS } from '../console/articles/articles.contract.ts';
import { CONSOLE_COMMUNITIES_CONTRACTS } from '../console/communities/communities.contract.ts';
import { CONSOLE_COMMUNITY_EDIT_CONTRACTS } from '../console/communities/community-edit.contract.ts';
import { CONSOLE_COMPANIES_CONTRACTS } from '../console/companies/companies.contract.ts';
import { CONSOLE_EMBED_CONTRACTS } from '../console/embed/embed.contract.ts';
import { CONSOLE_INBOX_CONTRACTS } from '../console/inbox/inbox.contract.ts';
import { CONSOLE_LANDING_PAGE_CONTRACTS } from '../console/landing-pages/landing-pages.contract.ts';
import { CONSOLE_LEAD_OFFERS_CONTRACTS } from '../console/lead-offers/lead-offers.contract.ts';
import { CONSOLE_LEADS_CONTRACTS } from '../console/leads/leads.contract.ts';
import { CONSOLE_MEDIA_CONTRACTS } from '../console/media/media.contract.ts';
import { CONSOLE_OVERVIEW_CONTRACTS } from '../console/overview/overview.contract.ts';
import { CONSOLE_PARTNERS_CONTRACTS } from '../console/partners/partners.contract.ts';
import { CONSOLE_REVIEW_REPLIES_CONTRACTS } from '../console/reviews/review-replies.contract.ts';
import { CONSOLE_REVIEWS_CONTRACTS } from '../console/reviews/reviews.contract.ts';
import { CONSOLE_SECURITY_CONTRACTS } from '../console/security/security.contract.ts';
import { CONSOLE_SHORTS_CONTRACTS } from '../console/shorts/shorts.contract.ts';
import { CONSOLE_SITE_BLOCKS_CONTRACTS } from '../console/site-blocks/site-blocks.contract.ts';
import { CONSOLE_STAFF_CONTRACTS } from '../console/staff/staff.contract.ts';
import { CONSOLE_WORKS_CONTRACTS } from '../console/works/works.contract.ts';
import { CONTENT_CONTRACTS } from '../content/content.contract.ts';
import { DEV_CONTRACTS } from '../dev/dev.contract.ts';
import { EMBED_CONTRACTS } from '../embed/embed.contract.ts';
import { EVENTS_CONTRACTS } from '../events/events.contract.ts';
import { FAVOURITES_CONTRACTS } from '../favourites/favourites.contract.ts';
import { HEALTH_CONTRACTS } from '../health/health.contract.ts';
import { META_CONTRACTS } from '../meta/meta.contract.ts';
import { POPUPS_CONTRACTS } from '../popups/popups.contract.ts';
import { PRIVACY_CONTRACTS } from '../privacy/privacy.contract.ts';
import { BASIC_QUOTE_CONTRACTS } from '../quote/basic-quote.contract.ts';
import { COMMUNITY_QUOTE_CONTRACTS } from '../quote/community-quote.contract.ts';
import { QUOTE_PAGES_CONTRACTS } from '../quote/quote-pages.contract.ts';
import { REGION_CONTRACTS } from '../region/region.contract.ts';
import { SEO_CONTRACTS } from '../seo/seo.contract.ts';
import { SESSION_CONTRACTS } from '../session/session-login.contract.ts';
import type { AnyContract } from './contract.ts';

// The closed sets the contracts' enums are built from, for the server's columns and the console.
export * from '../audit/audit-facts.ts';
export * from '../clues/clues-order.contract.ts';
export * from '../clues/clues-order.routes.ts';
export * from '../company-side/accounts/accounts.contract.ts';
export * from '../company-side/accounts/accounts.routes.ts';
export * from '../company-side/applications/applications.contract.ts';
export * from '../company-side/applications/applications.routes.ts';
export * from '../company-side/centre/centre.routes.ts';
export * from '../company-side/centre/media.contract.ts';
export * from '../company-side/centre/profile.contract.ts';
export * from '../company-side/centre/reviews.contract.ts';
export * from '../company-side/centre/works.contract.ts';
export * from '../company-side/company-side-facts.ts';
export * from '../company-side/offers.contract.ts';
export * from '../company-side/offers.routes.ts';
export * from '../company-side/owner-control/owner-control.contract.ts';
export * from '../company-side/owner-control/owner-control.routes.ts';
export * from '../console/articles/articles.contract.ts';
export * from '../console/articles/articles.routes.ts';
export * from '../console/communities/communities.contract.ts';
export * from '../console/communities/communities.routes.ts';
export * from '../console/communities/community-edit.contract.ts';
export * from '../console/companies/companies.contract.ts';
export * from '../console/companies/companies.routes.ts';
export * from '../console/companies/company-facts.ts';
export * from '../console/companies/company-fields.ts';
export * from '../console/embed/embed.contract.ts';
export * from '../console/embed/embed.routes.ts';
export * from '../console/inbox/inbox.contract.ts';
export * from '../console/inbox/inbox.routes.ts';
export * from '../console/landing-pages/landing-pages.contract.ts';
export * from '../console/landing-pages/landing-pages.routes.ts';
export * from '../console/lead-offers/lead-offers.contract.ts';
export * from '../console/lead-offers/lead-offers.routes.ts';
export * from '../console/leads/attribution.schemas.ts';
export * from '../console/leads/lead-extras.schemas.ts';
export * from '../console/leads/lead-labels.ts';
export * from '../console/leads/leads.contract.ts';
export * from '../console/leads/leads.routes.ts';
export * from '../console/media/media.contract.ts';
export * from '../console/media/media.routes.ts';
export * from '../console/overview/overview.contract.ts';
export * from '../console/overview/overview.routes.ts';
export * from '../console/partners/partners.contract.ts';
export * from '../console/partners/partners.routes.ts';
export * from '../console/partners/widget-defaults.ts';
export * from '../console/reviews/review-replies.contract.ts';
export * from '../console/reviews/reviews.contract.ts';
export * from '../console/reviews/reviews.routes.ts';
export * from '../console/security/security.contract.ts';
export * from '../console/security/security.routes.ts';
export * from '../console/shorts/shorts.contract.ts';
export * from '../console/shorts/shorts.routes.ts';
export * from '../console/site-blocks/site-blocks.contract.ts';
export * from '../console/site-blocks/site-blocks.fields.ts';
export * from '../console/site-blocks/site-blocks.routes.ts';
export * from '../console/staff/staff.contract.ts';
export * from '../console/staff/staff.routes.ts';
export * from '../console/works/work-fields.ts';
export * from '../console/works/works.contract.ts';
export * from '../console/works/works.routes.ts';
export * from '../content/articles/articles.contract.ts';
export * from '../content/articles/articles.routes.ts';
export * from '../content/companies/companies.contract.ts';
export * from '../content/companies/companies.routes.ts';
export * from '../content/content.contract.ts';
export * from '../content/content-common.ts';
export * from '../content/publishing/publication-facts.ts';
export * from '../content/ratings/ratings.contract.ts';
export * from '../content/ratings/ratings.routes.ts';
export * from '../content/search/search.contract.ts';
export * from '../content/search/search.routes.ts';
export * from '../content/shorts/shorts.contract.ts';
export * from '../content/shorts/shorts.routes.ts';
export * from '../content/site/site.contract.ts';
export * from '../content/site/site.routes.ts';
export * from '../content/style-test/style-test.contract.ts';
export * from '../content/style-test/style-test.routes.ts';
export * from '../content/survey/survey.contract.ts';
export * from '../content/survey/survey.routes.ts';
export * from '../content/works/works.contract.ts';
export * from '../content/works/works.routes.ts';
export * from '../dev/dev.contract.ts';
export * from '../dev/dev.routes.ts';
export * from '../embed/embed.contract.ts';
export * from '../embed/embed.routes.ts';
export * from '../events/events.contract.ts';
export * from '../events/events.routes.ts';
export * from '../favourites/favourites.contract.ts';
export * from '../favourites/favourites.routes.ts';
export * from '../health/health.contract.ts';
export * from '../health/health.routes.ts';
export * from '../landing/landing-facts.ts';
export * from '../landing/landing-preview.ts';
export * from '../leads/lead-facts.ts';
export * from '../media/media-facts.ts';
export * from '../media/picture.schemas.ts';
export * from '../meta/meta.contract.ts';
export * from '../meta/meta.routes.ts';
export * from '../popups/popups.contract.ts';
export * from '../popups/popups.routes.ts';
export * from '../privacy/privacy.contract.ts';
export * from '../privacy/privacy.routes.ts';
export * from '../quote/basic-quote.contract.ts';
export * from '../quote/basic-quote.routes.ts';
export * from '../quote/community-quote.contract.ts';
export * from '../quote/community-quote.routes.ts';
export * from '../quote/quote-pages.contract.ts';
export * from '../quote/quote-pages.routes.ts';
export * from '../region/region.contract.ts';
export * from '../region/region.routes.ts';
export * from '../reviews/review-facts.ts';
export * from '../seo/seo.contract.ts';
export * from '../seo/seo.routes.ts';
export * from '../session/session-login.contract.ts';
export * from '../session/session-login.routes.ts';
export * from '../session/sms-purposes.ts';
export * from '../session/user-roles.ts';
export * from './contract.ts';
export * from './envelope.ts';
export * from './error.ts';
export * from './lead.ts';
export * from './route.ts';

/** Every contract, in document order. */
export const CONTRACTS: readonly AnyContract[] = [
  ...HEALTH_CONTRACTS,
  ...SESSION_CONTRACTS,
  ...REGION_CONTRACTS,
  ...POPUPS_CONTRACTS,
  ...PRIVACY_CONTRACTS,
  ...CLUES_CONTRACTS,
  ...COMPANY_OFFERS_CONTRACTS,
  ...OWNER_CONTROL_CONTRACTS,
  ...COMPANY_ACCOUNTS_CONTRACTS,
  ...COMPANY_APPLICATIONS_CONTRACTS,
  ...COMPANY_PROFILE_CONTRACTS,
  ...COMPANY_MEDIA_CONTRACTS,
  ...COMPANY_WORKS_CONTRACTS,
  ...COMPANY_REVIEWS_CONTRACTS,
  ...FAVOURITES_CONTRACTS,
  ...BASIC_QUOTE_CONTRACTS,
  ...COMMUNITY_QUOTE_CONTRACTS,
  ...QUOTE_PAGES_CONTRACTS,
  ...EMBED_CONTRACTS,
  ...DEV_CONTRACTS,
  ...META_CONTRACTS,
  ...CONTENT_CONTRACTS,
  ...CONSOLE_LANDING_PAGE_CONTRACTS,
  ...EVENTS_CONTRACTS,
  ...CONSOLE_LEADS_CONTRACTS,
  ...CONSOLE_LEAD_OFFERS_CONTRACTS,
  ...CONSOLE_STAFF_CONTRACTS,
  ...CONSOLE_PARTNERS_CONTRACTS,
  ...CONSOLE_EMBED_CONTRACTS,
  ...CONSOLE_INBOX_CONTRACTS,
  ...CONSOLE_OVERVIEW_CONTRACTS,
  ...CONSOLE_SECURITY_CONTRACTS,
  ...CONSOLE_REVIEWS_CONTRACTS,
  ...CONSOLE_REVIEW_REPLIES_CONTRACTS,
  ...CONSOLE_COMMUNITIES_CONTRACTS,
  ...CONSOLE_COMMUNITY_EDIT_CONTRACTS,
  ...CONSOLE_MEDIA_CONTRACTS,
  ...CONSOLE_ARTICLES_CONTRACTS,
  ...CONSOLE_COMPANIES_CONTRACTS,
  ...CONSOLE_WORKS_CONTRACTS,
  ...CONSOLE_SHORTS_CONTRACTS,
  ...CONSOLE_SITE_BLOCKS_CONTRACTS,
  ...SEO_CONTRACTS,
];
