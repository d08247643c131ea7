/** The API's own description: GET /openapi.json. */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { openapiRoute } from './meta.routes.ts';

/** GET /openapi.json: this document, generated from the contracts. */
export const openapiContract = defineContract(openapiRoute, {
  id: 'getOpenapi',
  tag: 'meta',
  summary: 'This document: OpenAPI 3.1, generated from the contracts',
  response: z.looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    servers: z.array(z.looseObject({ url: z.string() })),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.record(z.string(), z.unknown()),
  }),
});

/** The meta contracts. */
export const META_CONTRACTS = [openapiContract] as const;
