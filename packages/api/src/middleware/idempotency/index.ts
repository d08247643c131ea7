export { IDEMPOTENCY_HEADER, type IdempotencyOptions, idempotency } from './idempotency.ts';
