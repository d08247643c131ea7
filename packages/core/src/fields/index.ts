/**
 * One module per field (mobile, SMS code, size, community keyword, redirect path): its patterns
 * and checks, used by the forms' rules and by the schemas the contracts and the server parse with
 * (`schemas.ts`, not re-exported here: zod stays out of browser code).
 */
export * from './community-keyword.ts';
export * from './mobile.ts';
export * from './mobile-input.ts';
export * from './mobile-prefix.ts';
export * from './redirect-path.ts';
export * from './size.ts';
export * from './size-input.ts';
export * from './sms-code.ts';
