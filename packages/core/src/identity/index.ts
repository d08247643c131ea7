export * from './app-link.ts';
export * from './identity.ts';
