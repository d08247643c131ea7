/**
 * One module per field (mobile, SMS code, size, region, consent, community keyword, redirect
 * path): its rule written once, with its zh-TW messages, as the form's rules and as the schema the
 * contracts and the server parse with.
 */
export * from './community-keyword.ts';
export * from './consent.ts';
export * from './mobile.ts';
export * from './mobile-prefix.ts';
export * from './redirect-path.ts';
export * from './size.ts';
export * from './size-input.ts';
export * from './sms-code.ts';
export * from './text-field.ts';
