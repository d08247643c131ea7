/** The console's design companies: the request halves of `./companies.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** A page of companies (search by name, status and licence filters). */
export const consoleCompaniesRoute = {
  method: 'GET',
  path: '/console/api/companies',
} as const satisfies Route;
/** Creates a company. */
export const consoleCompanyCreateRoute = {
  method: 'POST',
  path: '/console/api/companies',
} as const satisfies Route;
/** One company. */
export const consoleCompanyRoute = {
  method: 'GET',
  path: '/console/api/companies/{id}',
} as const satisfies Route;
/** Changes a company. */
export const consoleCompanyUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/companies/{id}',
} as const satisfies Route;
