/**
 * Checks an answer against its contract (ADR 019): the status is one the contract documents and
 * the body matches that status's schema. The harness runs it on every `call()`, so every route
 * test is also a contract test; the property-based contract test runs it on generated requests.
 */
import { type AnyContract, CONTRACTS, findContract } from '@renovo/core/contracts';
import { z } from 'zod';

/** Why an answer breaks its contract, or null when it keeps it (or no contract serves it). */
export function contractProblem(
  method: string,
  url: string,
  status: number,
  body: unknown,
  contracts: readonly AnyContract[] = CONTRACTS,
): string | null {
  const path = new URL(url, 'http://test.invalid').pathname;
  const contract = findContract(contracts, method, path);
  if (!contract) return null;
  // The router's own 404 for a method or path it does not serve is not the contract's answer.
  if (
    status === 404 &&
    typeof body === 'object' &&
    body &&
    /^找不到此路徑/.test(String((body as { message?: unknown }).message))
  ) {
    return null;
  }
  const schema = contract.responseSchemas[status];
  if (!schema) {
    return `${method} ${path} answered ${status}, which its contract ${contract.id} does not document (${Object.keys(contract.responseSchemas).join(', ')}): ${JSON.stringify(body).slice(0, 300)}`;
  }
  const success = contract.status ?? 200;
  if (status === success && contract.contentType) return null;
  const result = z.safeParse(schema, body);
  if (result.success) return null;
  return `${method} ${path} ${status}: the body differs from contract ${contract.id}: ${z.prettifyError(result.error).slice(0, 600)}\nbody: ${JSON.stringify(body).slice(0, 400)}`;
}
