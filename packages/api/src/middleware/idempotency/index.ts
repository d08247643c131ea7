export {
  idempotency,
  leadKey,
  markReplayed,
} from './idempotency.ts';
