/** The pino logger of the process. */
import { type Logger, pino } from 'pino';
import type { Env } from '../env.ts';

/** A JSON logger at the configured level, with the service name on every line. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: 'renovo-api', env: env.NODE_ENV },
    redact: { paths: ['*.password', '*.access_token', '*.token'], censor: '[redacted]' },
  });
}
