/** `@renovo/api/openapi`: the OpenAPI document the API serves at `/openapi.json`, built from the contracts. */
export { buildOpenApi } from '../openapi/openapi.ts';
