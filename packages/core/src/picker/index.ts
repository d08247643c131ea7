/** The picker (docs/spec/popups-and-header.md#states): plain, multiple-column and cascading, as pure functions. */
export * from './picker.ts';
