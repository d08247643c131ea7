export {
  IDEMPOTENCY_HEADER,
  type IdempotencyOptions,
  idempotency,
  leadKey,
  markReplayed,
} from './idempotency.ts';
