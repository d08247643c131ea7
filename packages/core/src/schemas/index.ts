/**
 * `@renovo/core/schemas`: the zod/mini schemas of every payload and response, shared by the
 * client and the server. Each flow's schemas live in its flow folder (`<flow>/<flow>.schemas.ts`);
 * this folder keeps the shared ones (`common.ts`) and re-exports the flows. Import a flow's file
 * directly to keep a browser bundle small.
 */
export * from '../clues/clues.schemas.ts';
export * from '../console/staff/staff.schemas.ts';
export * from '../content/content.schemas.ts';
export * from '../content/content-lists.schemas.ts';
export * from '../favourites/favourites.schemas.ts';
export * from '../popups/popups.schemas.ts';
export * from '../privacy/privacy.schemas.ts';
export * from '../quote/quote.schemas.ts';
export * from '../session/session.schemas.ts';
export * from './common.ts';
