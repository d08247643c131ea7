/** Favourites: the per-item toggle, its toasts, and the gated actions (collect, share, download, copy). */
export * from './favourite-toast.ts';
export * from './favourite-toggle.ts';
export * from './gated-actions.ts';
export * from './ports.ts';
