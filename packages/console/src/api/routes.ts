/**
 * The console API's endpoints as the console calls them: the request halves (method and path)
 * of core's console contracts (ADR 019), no schema.
 */
export {
  consoleAttributionRoute as attributionRoute,
  consoleAuditRoute as auditRoute,
  consoleFunnelRoute as funnelRoute,
  consoleInboxLookupsRoute as inboxLookupsRoute,
  consoleLandingPageCreateRoute,
  consoleLandingPagesRoute,
  consoleLandingPageUpdateRoute,
  consoleLeadCsvRoute as leadsCsvRoute,
  consoleLeadDetailRoute as leadRoute,
  consoleLeadListRoute as leadsRoute,
  consoleLeadNoteRoute as leadNoteRoute,
  consoleLeadUpdateRoute as leadUpdateRoute,
  consolePartnerCreateRoute as partnerCreateRoute,
  consolePartnerRotateKeyRoute as partnerRotateKeyRoute,
  consolePartnersListRoute as partnersRoute,
  consolePartnerUpdateRoute as partnerUpdateRoute,
  consoleReviewApproveRoute as reviewApproveRoute,
  consoleReviewRejectRoute as reviewRejectRoute,
  consoleReviewsListRoute as reviewsRoute,
  consoleSessionRoute as sessionRoute,
  consoleSignInRoute as signInRoute,
  consoleSignOutRoute as signOutRoute,
  consoleStaffCreateRoute as staffCreateRoute,
  consoleStaffListRoute as staffListRoute,
  consoleStaffUpdateRoute as staffUpdateRoute,
  consoleTotpConfirmRoute as totpConfirmRoute,
  consoleTotpDisableRoute as totpDisableRoute,
  consoleTotpStartRoute as totpStartRoute,
} from '@renovo/core/contracts';
