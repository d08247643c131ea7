/**
 * One module per field (mobile, SMS code, size, community keyword, redirect path): its patterns
 * and checks, used by the forms' rules, and — for the mobile and the size — the schemas the
 * contracts and the server parse with, built by pure calls that browser bundles drop. The other
 * fields' schemas (`schemas.ts`) are not re-exported here.
 */
export * from './community-keyword.ts';
export * from './mobile.ts';
export * from './mobile-input.ts';
export * from './mobile-prefix.ts';
export * from './redirect-path.ts';
export * from './size.ts';
export * from './size-input.ts';
export * from './sms-code.ts';
