export * from './browser.ts';
export * from './memory.ts';
export * from './types.ts';
