export * from './browser.ts';
export * from './memory.ts';
export * from './safe.ts';
export * from './types.ts';
