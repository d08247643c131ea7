/**
 * The embed files: the request half (method and path) of the contract in `./embed.ts` (ADR 019).
 * No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `embedFileContract` (./embed.ts). */
export const embedFileRoute = { method: 'GET', path: '/embed/v1/{file}' } as const satisfies Route;
