export { context } from './context.ts';
