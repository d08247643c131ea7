/**
 * What a basic and a community quote widget take from `@renovo/core`: the two quote stores and
 * their ports, the API client, the session and login stores, the basic-quote, community and login
 * form rules, the messages and the regions. Re-exported so the bundler keeps every one of them.
 */
export {
  basicMobileRules,
  basicSizeRules,
  basicTermsRules,
  communityMobileRules,
  communitySizeRules,
  communityTermsRules,
  createApiClient,
  createBasicQuoteStore,
  createCommunityQuoteStore,
  createLoginStore,
  createSessionStore,
  loginMobileRules,
  messages,
  quotePortsOf,
  REGIONS,
  sessionApiOf,
  smsCodeRules,
} from '@renovo/core';
