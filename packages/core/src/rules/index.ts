/**
 * Validation rules of both spec documents (doc 1 §5, doc 2 §5) and the signal-based field engine.
 */
export * from './basic-quote.ts';
export * from './basic-quote-form.ts';
export * from './community.ts';
export * from './community-form.ts';
export * from './community-keyword.ts';
export * from './field.ts';
export * from './form.ts';
export * from './login.ts';
export * from './login-form.ts';
export * from './mobile.ts';
export * from './mobile-prefix.ts';
export * from './order-form.ts';
export type * from './quote-form.ts';
export * from './redirect-path.ts';
export * from './rule.ts';
export * from './size.ts';
export * from './size-input.ts';
export * from './sms-code.ts';
