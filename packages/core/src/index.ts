/**
 * @renovo/core — everything of the Renovo specification that is not pixels, framework-free.
 * The zod schemas are a separate entry, `@renovo/core/schemas`, so browser bundles only pay for
 * them where they import them; their types (the payloads and answers the ports take) are
 * re-exported here as types only.
 *
 * @example
 * import { createApiClient, createBasicQuoteStore, quotePortsOf } from '@renovo/core';
 * const client = createApiClient({ baseURL: 'https://api.example', clientType: 'web' });
 * const quote = createBasicQuoteStore({ ports: quotePortsOf(client), ... });
 */
export * from './analytics/index.ts';
export * from './api/index.ts';
export * from './article/index.ts';
export * from './company-side/applications/application-form.ts';
// The company side's closed sets (offer states, report reasons) for the company centre's screens.
export * from './company-side/company-side-facts.ts';
export * from './data/index.ts';
// The ports on the real client, from the flow folders (not part of the `./api` entry).
export { articleApiOf, favouritesApiOf } from './favourites/favourites.api.ts';
export * from './favourites/index.ts';
export * from './fields/index.ts';
export * from './flows/outcome.ts';
export * from './form/index.ts';
export * from './identity/index.ts';
// The landing pages' slug and the console's preview protocol (the host site renders both).
export * from './landing/landing-facts.ts';
export * from './landing/landing-preview.ts';
export * from './messages/zh-TW.ts';
export * from './order-modal/index.ts';
export { orderApiOf } from './order-modal/order-ports.ts';
export * from './picker/index.ts';
export * from './platform/index.ts';
export * from './popups/index.ts';
export { popupsApiOf } from './popups/popups.api.ts';
export * from './privacy/my-data-store.ts';
export { quotePortsOf } from './quote/community.api.ts';
export * from './quote/index.ts';
export { basicQuotePortsOf } from './quote/quote.api.ts';
export * from './region/index.ts';
export type * from './schemas/index.ts';
export * from './session/index.ts';
export { regionApiOf, sessionApiOf } from './session/session-ports.ts';
export * from './style-test/index.ts';
export * from './ui/index.ts';
