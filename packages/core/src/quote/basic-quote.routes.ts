/**
 * The quote: the request halves (method and path) of the contracts in `./basic-quote.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `evaluationSubmitContract` (./basic-quote.ts) (basic and community forms). */
export const evaluationSubmitRoute = {
  method: 'POST',
  path: '/hyperf/valuation/v3/submit',
} as const satisfies Route;
