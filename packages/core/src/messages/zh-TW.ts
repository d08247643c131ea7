/**
 * The zh-TW message catalogue: every user-visible string that the two spec documents quote,
 * in one place. Keys are grouped by the area of the spec they come from. Strings are kept
 * exactly as the spec writes them (including the few Simplified ones the spec quotes).
 *
 * Each area is its own const (`loginMessages`, `quoteMessages`, `basicQuoteMessages`, …) so a
 * browser bundle only carries the areas it imports; `messages` gathers them all under the
 * original keys (`messages.quote.basic` is `basicQuoteMessages`).
 */

import { articleMessages } from './article.ts';
import { articleEditorMessages } from './article-editor.ts';
// The areas the widgets use live in modules of their own, so a code-split browser build puts each
// next to the elements that use it; they are re-exported here under the same names.
import { basicFormMessages, basicQuoteMessages, timeMessages } from './basic-quote.ts';
import { campaignMessages, chatMessages, popboxMessages } from './chat.ts';
import { communityImportMessages } from './community-import.ts';
import { communityQuoteMessages, quoteAmountMessages, quotePreviewMessages } from './community-quote.ts';
import { companyMessages, rankingMessages, recommendationMessages } from './company.ts';
import {
  companyAccountMessages,
  companyApplicationMessages,
  consoleCompanySideMessages,
} from './company-accounts.ts';
import { companyCentreMessages } from './company-centre.ts';
import { companyNoticeMessages } from './company-notices.ts';
import { companySideMessages } from './company-side.ts';
import { confirmCloseMessages } from './confirm-close.ts';
import { consentMessages } from './consent.ts';
import { consoleMessages } from './console.ts';
import { consoleApiMessages } from './console-api.ts';
import { consoleAttributionMessages, consoleComparisonMessages } from './console-attribution.ts';
import { consoleCompanyMessages, consoleWorkMessages } from './console-companies.ts';
import { consoleEmbedMessages } from './console-embed.ts';
import { consoleLandingMessages } from './console-landing.ts';
import { consoleOverviewMessages } from './console-overview.ts';
import { consoleShortsMessages } from './console-shorts.ts';
import { contentListMessages, contentMessages } from './content.ts';
import { errorMessages, failedCallMessages } from './errors.ts';
import { collectMessages, favouriteMessages, gatedMessages } from './favourites.ts';
import { helpMessages, statementMessages } from './help.ts';
import { inputMessages } from './input.ts';
import { landingMessages, recruitMessages } from './landing.ts';
import { loginMessages } from './login.ts';
import { openBoxMessages, shortsMessages, themeMessages, videoMessages } from './media.ts';
import { mediaLibraryMessages } from './media-library.ts';
import { orderModalMessages } from './order-modal.ts';
import { ownerControlMessages } from './owner-control.ts';
import { loginPageMessages, quotePageMessages } from './pages.ts';
import { myDataMessages, privacyNoticeMessages } from './privacy.ts';
import { publicationMessages } from './publication.ts';
import { quoteMessages } from './quote.ts';
import { serverMessages } from './server.ts';
import {
  analyticsMessages,
  drawerMessages,
  errorPageMessages,
  homeMessages,
  navMessages,
  regionMessages,
  searchMessages,
  siteMessages,
} from './site.ts';
import { siteBlocksMessages } from './site-blocks.ts';
import { styleTestMessages } from './style-test.ts';
import { carouselMessages, listMessages, modalMessages, popconfirmMessages, tutorialMessages } from './ui.ts';
import { imageViewerMessages, worksMessages } from './works.ts';

export { appLinkMessages } from './app-link.ts';
export { articleMessages } from './article.ts';
export { articleEditorMessages } from './article-editor.ts';
export { basicFormMessages, basicQuoteMessages, timeMessages } from './basic-quote.ts';
export { campaignMessages, chatMessages, popboxMessages } from './chat.ts';
export { communityImportMessages } from './community-import.ts';
export { communityQuoteMessages, quoteAmountMessages, quotePreviewMessages } from './community-quote.ts';
export { companyMessages, rankingMessages, recommendationMessages } from './company.ts';
export {
  companyAccountMessages,
  companyApplicationMessages,
  consoleCompanySideMessages,
} from './company-accounts.ts';
export { companyCentreMessages } from './company-centre.ts';
export { companyNoticeMessages } from './company-notices.ts';
export { companySideMessages } from './company-side.ts';
export { confirmCloseMessages } from './confirm-close.ts';
export { consentMessages } from './consent.ts';
export { consoleMessages } from './console.ts';
export { consoleApiMessages } from './console-api.ts';
export { consoleAttributionMessages, consoleComparisonMessages } from './console-attribution.ts';
export { consoleCompanyMessages, consoleWorkMessages } from './console-companies.ts';
export { consoleEmbedMessages } from './console-embed.ts';
export { consoleLandingMessages } from './console-landing.ts';
export { leadLabelMessages } from './console-lead-labels.ts';
export { consoleLeadMessages, eventMessages, leadCsvHeadings } from './console-leads.ts';
export { consoleOverviewMessages } from './console-overview.ts';
export { consoleShortsMessages } from './console-shorts.ts';
export { contentListMessages, contentMessages, ratingMessages, surveyAnswerMessages } from './content.ts';
export { convertEntryMessages } from './convert-entries.ts';
export { errorMessages, failedCallMessages } from './errors.ts';
export { collectMessages, favouriteMessages, gatedMessages } from './favourites.ts';
export { format } from './format.ts';
export { helpMessages, statementMessages } from './help.ts';
export { inputMessages } from './input.ts';
export { landingMessages, recruitMessages } from './landing.ts';
export { loginMessages } from './login.ts';
export { openBoxMessages, shortsMessages, themeMessages, videoMessages } from './media.ts';
export { mediaLibraryMessages } from './media-library.ts';
export { orderModalMessages } from './order-modal.ts';
export { ownerControlMessages } from './owner-control.ts';
export { loginPageMessages, quotePageMessages } from './pages.ts';
export { myDataMessages, privacyNoticeMessages } from './privacy.ts';
export { publicationMessages } from './publication.ts';
export { quoteMessages } from './quote.ts';
export { reviewFormMessages } from './review-form.ts';
export { serverMessages } from './server.ts';
export {
  analyticsMessages,
  drawerMessages,
  errorPageMessages,
  homeMessages,
  navMessages,
  regionMessages,
  searchMessages,
  siteMessages,
} from './site.ts';
export { siteBlocksMessages } from './site-blocks.ts';
export { SOCIAL_PROVIDER_NAMES, type SocialErrorKind, socialMessages } from './social.ts';
export { styleTestMessages } from './style-test.ts';
export {
  carouselMessages,
  listMessages,
  modalMessages,
  pickerMessages,
  popconfirmMessages,
  tutorialMessages,
} from './ui.ts';
export { quotePartMessages, unitMessages } from './units.ts';
export { imageViewerMessages, worksMessages } from './works.ts';

/**
 * The whole catalogue, by area, for consumers that want everything (the server, docs, tests).
 * Browser code imports the area consts above instead, so the areas it does not use are dropped.
 */
export const messages = {
  // Object.assign marked pure, not a spread: a spread would keep every area in any bundle using one.
  login: /* @__PURE__ */ Object.assign({}, loginMessages, consentMessages),
  orderModal: orderModalMessages,
  favourites: favouriteMessages,
  gated: gatedMessages,
  quote: /* @__PURE__ */ Object.assign({}, quoteMessages, quoteAmountMessages, {
    basic: basicQuoteMessages,
    community: communityQuoteMessages,
    confirmClose: confirmCloseMessages,
    basicForm: basicFormMessages,
    preview: quotePreviewMessages,
  }),
  article: articleMessages,
  works: worksMessages,
  imageViewer: imageViewerMessages,
  list: listMessages,
  company: companyMessages,
  ranking: rankingMessages,
  recommendation: recommendationMessages,
  theme: themeMessages,
  video: videoMessages,
  openBox: openBoxMessages,
  errors: /* @__PURE__ */ Object.assign({}, errorPageMessages, errorMessages, failedCallMessages),
  time: timeMessages,
  analytics: analyticsMessages,
  region: regionMessages,
  modal: modalMessages,
  tutorial: tutorialMessages,
  carousel: carouselMessages,
  popconfirm: popconfirmMessages,
  styleTest: styleTestMessages,
  drawer: drawerMessages,
  console: consoleMessages,
  site: siteMessages,
  nav: navMessages,
  home: homeMessages,
  shorts: shortsMessages,
  search: searchMessages,
  collect: collectMessages,
  loginPage: loginPageMessages,
  quotePage: quotePageMessages,
  landing: landingMessages,
  recruit: recruitMessages,
  help: helpMessages,
  statements: statementMessages,
  privacyNotice: privacyNoticeMessages,
  myData: myDataMessages,
  input: inputMessages,
  server: serverMessages,
  content: contentMessages,
  contentList: contentListMessages,
  consoleApi: consoleApiMessages,
  consoleEmbed: consoleEmbedMessages,
  communityImport: communityImportMessages,
  mediaLibrary: mediaLibraryMessages,
  articleEditor: articleEditorMessages,
  publication: publicationMessages,
  companySide: companySideMessages,
  companyNotices: companyNoticeMessages,
  ownerControl: ownerControlMessages,
  companyAccounts: companyAccountMessages,
  companyApplications: companyApplicationMessages,
  consoleCompanySide: consoleCompanySideMessages,
  companyCentre: companyCentreMessages,
  consoleCompanies: consoleCompanyMessages,
  consoleWorks: consoleWorkMessages,
  consoleShorts: consoleShortsMessages,
  consoleAttribution: consoleAttributionMessages,
  consoleComparison: consoleComparisonMessages,
  consoleOverview: consoleOverviewMessages,
  consoleLanding: consoleLandingMessages,
  siteBlocks: siteBlocksMessages,
  chat: chatMessages,
  campaign: campaignMessages,
  popbox: popboxMessages,
} as const;
