/**
 * `@renovo/core/contracts`: every endpoint's contract (ADR 019), grouped by flow, and the list
 * the server, the tests and the OpenAPI document read. Server and documentation only: a browser
 * bundle imports the route halves from the flow files, never this entry.
 */

import { BASIC_QUOTE_CONTRACTS } from './basic-quote.ts';
import { CLUES_CONTRACTS } from './clues-order.ts';
import { COMMUNITY_QUOTE_CONTRACTS } from './community-quote.ts';
import { CONSOLE_INBOX_CONTRACTS } from './console-inbox.ts';
import { CONSOLE_LANDING_PAGE_CONTRACTS } from './console-landing-pages.ts';
import { CONSOLE_LEADS_CONTRACTS } from './console-leads.ts';
import { CONSOLE_PARTNERS_CONTRACTS } from './console-partners.ts';
import { CONSOLE_REVIEWS_CONTRACTS } from './console-reviews.ts';
import { CONSOLE_SECURITY_CONTRACTS } from './console-security.ts';
import { CONSOLE_STAFF_CONTRACTS } from './console-staff.ts';
import { CONTENT_CONTRACTS } from './content.ts';
import type { AnyContract } from './contract.ts';
import { DEV_CONTRACTS } from './dev.ts';
import { EMBED_CONTRACTS } from './embed.ts';
import { EVENTS_CONTRACTS } from './events.ts';
import { FAVOURITES_CONTRACTS } from './favourites.ts';
import { HEALTH_CONTRACTS } from './health.ts';
import { META_CONTRACTS } from './meta.ts';
import { POPUPS_CONTRACTS } from './popups.ts';
import { PRIVACY_CONTRACTS } from './privacy.ts';
import { QUOTE_PAGES_CONTRACTS } from './quote-pages.ts';
import { REGION_CONTRACTS } from './region.ts';
import { SEO_CONTRACTS } from './seo.ts';
import { SESSION_CONTRACTS } from './session-login.ts';

// The closed sets the contracts' enums are built from, for the server's columns and the console.
export * from '../audit/audit-facts.ts';
export * from '../landing/landing-facts.ts';
export * from '../leads/lead-facts.ts';
export * from '../reviews/review-facts.ts';
export * from '../session/sms-purposes.ts';
export * from '../session/user-roles.ts';
export * from './basic-quote.routes.ts';
export * from './basic-quote.ts';
export * from './clues-order.routes.ts';
export * from './clues-order.ts';
export * from './community-quote.routes.ts';
export * from './community-quote.ts';
export * from './console-inbox.routes.ts';
export * from './console-inbox.ts';
export * from './console-landing-pages.routes.ts';
export * from './console-landing-pages.ts';
export * from './console-leads.routes.ts';
export * from './console-leads.ts';
export * from './console-partners.routes.ts';
export * from './console-partners.ts';
export * from './console-reviews.routes.ts';
export * from './console-reviews.ts';
export * from './console-security.routes.ts';
export * from './console-security.ts';
export * from './console-staff.routes.ts';
export * from './console-staff.ts';
export * from './content.ts';
export * from './content-articles.routes.ts';
export * from './content-articles.ts';
export * from './content-common.ts';
export * from './content-companies.routes.ts';
export * from './content-companies.ts';
export * from './content-ratings.routes.ts';
export * from './content-ratings.ts';
export * from './content-search.routes.ts';
export * from './content-search.ts';
export * from './content-shorts.routes.ts';
export * from './content-shorts.ts';
export * from './content-site.routes.ts';
export * from './content-site.ts';
export * from './content-style-test.routes.ts';
export * from './content-style-test.ts';
export * from './content-survey.routes.ts';
export * from './content-survey.ts';
export * from './content-works.routes.ts';
export * from './content-works.ts';
export * from './contract.ts';
export * from './dev.routes.ts';
export * from './dev.ts';
export * from './embed.routes.ts';
export * from './embed.ts';
export * from './envelope.ts';
export * from './error.ts';
export * from './events.routes.ts';
export * from './events.ts';
export * from './favourites.routes.ts';
export * from './favourites.ts';
export * from './health.routes.ts';
export * from './health.ts';
export * from './lead.ts';
export * from './meta.routes.ts';
export * from './meta.ts';
export * from './popups.routes.ts';
export * from './popups.ts';
export * from './privacy.routes.ts';
export * from './privacy.ts';
export * from './quote-pages.routes.ts';
export * from './quote-pages.ts';
export * from './region.routes.ts';
export * from './region.ts';
export * from './route.ts';
export * from './seo.routes.ts';
export * from './seo.ts';
export * from './session-login.routes.ts';
export * from './session-login.ts';

/** Every contract, in document order. */
export const CONTRACTS: readonly AnyContract[] = [
  ...HEALTH_CONTRACTS,
  ...SESSION_CONTRACTS,
  ...REGION_CONTRACTS,
  ...POPUPS_CONTRACTS,
  ...PRIVACY_CONTRACTS,
  ...CLUES_CONTRACTS,
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
  ...CONSOLE_STAFF_CONTRACTS,
  ...CONSOLE_PARTNERS_CONTRACTS,
  ...CONSOLE_INBOX_CONTRACTS,
  ...CONSOLE_SECURITY_CONTRACTS,
  ...CONSOLE_REVIEWS_CONTRACTS,
  ...SEO_CONTRACTS,
];
