/** The picker (doc 2 §4): plain, multiple-column and cascading, as pure functions. */
export * from './picker.ts';
