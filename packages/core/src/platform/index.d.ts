export * from './browser.ts';
export * from './memory.ts';
export * from './types.ts';
//# sourceMappingURL=index.d.ts.map
