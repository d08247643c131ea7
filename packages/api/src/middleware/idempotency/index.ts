export { idempotency } from './idempotency.ts';
