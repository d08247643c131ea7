/**
 * The signal-based form model: rules, fields built from them, and forms of named fields.
 */
export * from './field.ts';
export * from './form.ts';
export * from './rule.ts';
