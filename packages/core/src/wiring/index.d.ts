export * from './api-ports.ts';
//# sourceMappingURL=index.d.ts.map
