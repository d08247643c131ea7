/** Health: liveness and readiness (docs/deploy.md). */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { healthzRoute, readyzRoute } from './health.routes.ts';

/** GET /healthz answer. */
export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /readyz and the 503 of both: `draining` or `unavailable` take no traffic. */
export const ReadySchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['pglite', 'postgres', 'down']),
});

/** GET /healthz: liveness. */
export const healthz = defineContract(healthzRoute, {
  id: 'getHealthz',
  tag: 'health',
  summary: 'Liveness: 200 {status:"ok"} when the database answers (also while draining)',
  response: HealthSchema,
  responses: { 503: ReadySchema },
});

/** GET /readyz: readiness. */
export const readyz = defineContract(readyzRoute, {
  id: 'getReadyz',
  tag: 'health',
  summary:
    'Readiness: 200 {status:"ready"} when the database answers and the process is not draining; 503 {status:"draining"} from SIGTERM on, 503 {status:"unavailable"} when the database does not answer',
  response: ReadySchema,
  responses: { 503: ReadySchema },
});

/** The health contracts. */
export const HEALTH_CONTRACTS = [healthz, readyz] as const;
