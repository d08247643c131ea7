/**
 * The servers' logger in the benchmarks: pino writing to /dev/null at BENCH_LOG_LEVEL (default
 * `info`, which logs every request as in production), so the cost of logging is measured but
 * nothing is printed.
 */
import { type Logger, pino } from 'pino';

/** The level the benchmarks' servers log at. */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

/** A logger that formats every line and throws it away. */
export function benchLogger(): Logger {
  return pino({ level: LOG_LEVEL }, pino.destination({ dest: '/dev/null', sync: false }));
}
