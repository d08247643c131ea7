/** The company side's notices (docs/spec/company-side.md#notifications): to companies of offers, to owners of accepts. */
export type { CompanyNoticeDeps } from './notice-deps.ts';
export { notifyOfOffers } from './offer-notices.ts';
export { notifyOwnerOfAccept, ownersToNotify } from './owner-notice.ts';
