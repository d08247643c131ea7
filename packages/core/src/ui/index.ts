/** Framework-free rules of the UI primitives of docs/spec/platform.md#limits (carousel, popconfirm, debounce, …). */
export * from './carousel.ts';
export * from './loading-indicator.ts';
export * from './popconfirm.ts';
export * from './preload-queue.ts';
export * from './press-guard.ts';
export * from './tutorial.ts';
