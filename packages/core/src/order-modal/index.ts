/** Order modal (variants A and B): visibility, flags, submission and the auto-pop date. */
export * from './auto-pop-date.ts';
export * from './order-form.ts';
export * from './order-modal-store.ts';
