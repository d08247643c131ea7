/**
 * Builds the OpenAPI 3.1 document from the routes' docs: every request and response schema is
 * turned into JSON Schema by `z.toJSONSchema` (inputs as the client sends them, outputs as the
 * server answers).
 */
import { ErrorBodySchema } from '@renovo/core/schemas';
import { z } from 'zod';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { cluesDocs } from '../clues/clues.routes.ts';
import { contentDocs } from '../content/content.routes.ts';
import { devDocs } from '../dev/dev.routes.ts';
import { favouritesDocs } from '../favourites/favourites.routes.ts';
import { healthDocs } from '../health/health.routes.ts';
import { popupsDocs } from '../popups/popups.routes.ts';
import { privacyDocs } from '../privacy/privacy.routes.ts';
import { quoteDocs } from '../quote/quote.routes.ts';
import { regionDocs } from '../region/region.routes.ts';
import { sessionDocs } from '../session/session.routes.ts';

/** Every documented route. */
export const ALL_DOCS: RouteDoc[] = [
  ...healthDocs,
  ...sessionDocs,
  ...cluesDocs,
  ...quoteDocs,
  ...popupsDocs,
  ...regionDocs,
  ...favouritesDocs,
  ...privacyDocs,
  ...contentDocs,
  ...devDocs,
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'meta',
  },
];

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad request (malformed JSON, bad Idempotency-Key)',
  401: 'Not signed in (zh-TW message)',
  403: 'Forbidden: role design (設計公司暫未開通此功能), or a lead from an Origin that is not allowed',
  404: 'Not found',
  409: 'Conflict (a duplicate still in progress, a mobile bound elsewhere)',
  413: 'Body too large',
  415: 'A lead route called with a body that is not application/json',
  422: 'Validation failed: the form zh-TW message, issues in `errors`',
  429: 'Rate limited (Retry-After)',
  500: 'Unexpected error: message with the request id, no stack',
  501: 'Not implemented',
  502: 'SMS gateway failure',
  503: 'Database unavailable',
};

function operation(doc: RouteDoc) {
  const op: Record<string, unknown> = {
    summary: doc.summary,
    tags: [doc.tag],
    operationId: `${doc.method}${doc.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
  };
  if (doc.query) {
    const schema = toSchema(doc.query, 'input');
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    op.parameters = Object.entries(props).map(([name, s]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema: s,
    }));
  }
  const params = [...doc.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (params.length) op.parameters = [...((op.parameters as unknown[]) ?? []), ...params];
  if (doc.idempotent) {
    op.parameters = [
      ...((op.parameters as unknown[]) ?? []),
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'Same key + same body replays the first answer (72 h); another body → 422',
        schema: { type: 'string', maxLength: 255 },
      },
    ];
  }
  if (doc.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toSchema(doc.body, 'input') } },
    };
  }
  const responses: Record<string, unknown> = {
    200: {
      description: 'Success',
      ...(doc.response
        ? { content: { 'application/json': { schema: toSchema(doc.response, 'output') } } }
        : {}),
    },
  };
  const statuses = new Set<number>(doc.errors ?? []);
  if (doc.body) statuses.add(400);
  if (doc.body || doc.query) statuses.add(422);
  if (doc.auth === 'required' || doc.auth === 'design-blocked') statuses.add(401);
  if (doc.auth === 'design-blocked') statuses.add(403);
  if (doc.idempotent) statuses.add(409);
  statuses.add(500);
  for (const status of [...statuses].sort()) {
    responses[status] = {
      description: ERROR_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  op.responses = responses;
  if (doc.auth && doc.auth !== 'optional') op.security = [{ bearer: [] }, { cookie: [] }];
  return op;
}

/** The OpenAPI document (dev-only routes left out in production). */
export function buildOpenApi(options: { production: boolean }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of ALL_DOCS) {
    if (doc.devOnly && options.production) continue;
    paths[doc.path] ??= {};
    paths[doc.path]![doc.method] = operation(doc);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Renovo API',
      version: '0.1.0',
      description:
        'Identity by SMS code, clues (leads), quotes, favourites. Answers are `{code, status, message, data}`; errors carry a zh-TW `message`.',
    },
    paths,
    components: {
      schemas: { ErrorBody: toSchema(ErrorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
      },
    },
  };
}
