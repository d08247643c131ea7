/**
 * The widget SDK's built files at `/embed/v1/` (served by `npm start` beside the API, ADR 010):
 * `loader.js`, `manifest.json` and the content-hashed chunks its manifest lists.
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { embedFileRoute } from './embed.routes.ts';

/** GET /embed/v1/{file}. */
export const embedFileContract = defineContract(embedFileRoute, {
  id: 'getEmbedFile',
  example: { params: { file: 'loader.js' } },
  tag: 'embed',
  summary:
    'A file of the embed build: loader.js and manifest.json (application/json) cached 5 minutes, the hashed chunks of the manifest immutable; gzip or brotli, ETag → 304. Any other name → 404',
  params: z.object({ file: z.string() }),
  contentType: 'text/javascript',
  response: z.string(),
  responses: { 304: null },
  errors: [404],
});

/** The embed contracts. */
export const EMBED_CONTRACTS = [embedFileContract] as const;
