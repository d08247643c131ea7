/** The owner-control calls of the result page (./owner-control.contract.ts). */
import type { ApiClient } from '../../api/types.ts';
import type { Envelope } from '../../schemas/common.ts';
import { resultCompaniesRoute, resultStopContactRoute } from './owner-control.routes.ts';

/** The companies that accepted the quote's lead, and whether contact was stopped. */
export function getResultCompanies(client: ApiClient, query: { id: string }): Promise<Envelope<unknown>> {
  return client.request(resultCompaniesRoute, { query: { id: query.id } });
}

/** Asks the companies to stop contacting the owner of the quote. */
export function postResultStopContact(client: ApiClient, body: { id: string }): Promise<Envelope<unknown>> {
  return client.request(resultStopContactRoute, { body });
}
