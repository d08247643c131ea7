export * from './api-ports.ts';
