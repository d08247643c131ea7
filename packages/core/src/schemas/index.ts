/**
 * `@renovo/core/schemas`: the zod/mini schemas of every payload and response, shared by the
 * client and the server. Import an area file directly to keep a browser bundle small.
 */
export * from './clues.ts';
export * from './common.ts';
export * from './console-staff.ts';
export * from './content.ts';
export * from './content-lists.ts';
export * from './favourites.ts';
export * from './popups.ts';
export * from './privacy.ts';
export * from './quote.ts';
export * from './session.ts';
