/** Popup manager: which popup a page shows, and the capped local history. */
export * from './history.ts';
export * from './popup-manager.ts';
export * from './rules.ts';
//# sourceMappingURL=index.d.ts.map
