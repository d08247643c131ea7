export {
  idempotency,
  idempotencyKeyOf,
  leadKey,
  markReplayed,
} from './idempotency.ts';
