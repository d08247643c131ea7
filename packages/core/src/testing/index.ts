/**
 * Test doubles of @renovo/core, for tests only: not an entry of the published package (not in
 * package.json's `exports` nor `files`), imported by path from tests
 * (`packages/core/src/testing/index.ts`).
 */
export * from './call-script.ts';
export * from './fake-favourites-api.ts';
export * from './fake-login.ts';
export * from './fake-session-api.ts';
