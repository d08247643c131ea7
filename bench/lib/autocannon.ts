/**
 * autocannon (the HTTP load generator) with the part of its options and result the benchmarks
 * use typed here: the package ships no types.
 */
import { createRequire } from 'node:module';

/** The options the benchmarks pass. */
export interface AutocannonOptions {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  duration: number;
  headers: Record<string, string>;
  body?: string;
  /** Runs the load generator in worker threads, off the server's event loop. */
  workers?: number;
  /** Requests in turn; with workers, `setupRequest` is the path of a CommonJS module exporting it. */
  requests?: { method?: string; path?: string; body?: string; setupRequest?: string }[];
}

/** The figures the benchmarks read. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Count of answers by HTTP status. */
  statusCodeStats?: Record<string, { count: number }>;
}

/** Runs one load and resolves with its figures. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;
