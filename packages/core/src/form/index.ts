/**
 * The signal-based form model: rules, fields built from them, and forms of named fields.
 */
export * from './form.ts';
