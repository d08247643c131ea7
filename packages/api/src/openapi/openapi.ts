/**
 * Builds the OpenAPI 3.1 document from the contracts (`@renovo/core/contracts`, ADR 019): every
 * operation with its parameters, body, success answer and each error answer, the one error
 * component, servers and security schemes. Each zod schema becomes JSON Schema through
 * `z.toJSONSchema` (inputs as the client sends them, outputs as the server answers).
 */
import {
  type AnyContract,
  ApiErrorSchema,
  CONTRACTS,
  ERROR_COMPONENT,
  ERROR_DESCRIPTIONS,
} from '@renovo/core/contracts';
import { z } from 'zod';

/** Every documented operation: its method (lower case) and path. */
export const ALL_DOCS: { method: string; path: string; devOnly?: boolean }[] = [
  ...CONTRACTS.map((c) => ({ method: c.method.toLowerCase(), path: c.path, devOnly: c.devOnly })),
];

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

const errorRef = { $ref: `#/components/schemas/${ERROR_COMPONENT}` };

/** The query parameters of an object schema (with their example values, when given). */
function queryParameters(schema: z.core.$ZodType, example?: Record<string, unknown>) {
  const json = toSchema(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
    ...(example?.[name] === undefined ? {} : { example: example[name] }),
  }));
}

/** The path parameters of a path, typed by `params` when given. */
function pathParameters(path: string, params?: z.core.$ZodType, example?: Record<string, unknown>) {
  const props = params ? ((toSchema(params, 'input').properties ?? {}) as Record<string, JsonSchema>) : {};
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1]!,
    in: 'path',
    required: true,
    schema: props[m[1]!] ?? { type: 'string' },
    ...(example?.[m[1]!] === undefined ? {} : { example: example[m[1]!] }),
  }));
}

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Same key + same body replays the first answer (72 h); another body → 422',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function security(auth: string | undefined) {
  if (auth === 'bearer') return [{ bearer: [] }, { cookie: [] }];
  if (auth === 'cookie') return [{ cookie: [] }];
  if (auth === 'staff') return [{ staffCookie: [] }];
  if (auth === 'optional') return [{}, { bearer: [] }, { cookie: [] }];
  return [];
}

/** The operation object of a contract. */
function contractOperation(contract: AnyContract) {
  const parameters = [
    ...pathParameters(contract.path, contract.params, contract.example?.params),
    ...(contract.query ? queryParameters(contract.query, contract.example?.query) : []),
    ...(contract.idempotent ? [idempotencyHeader] : []),
  ];
  const responses: Record<string, unknown> = {};
  const success = contract.status ?? 200;
  for (const status of Object.keys(contract.responseSchemas)
    .map(Number)
    .sort((a, b) => a - b)) {
    const schema = contract.responseSchemas[status]!;
    if (schema === null) {
      responses[status] = { description: status === 304 ? 'Not modified (If-None-Match)' : 'No body' };
    } else if (status === success) {
      responses[status] = {
        description: contract.contentType ? `Success (${contract.contentType})` : 'Success',
        content: {
          [contract.contentType ?? 'application/json']: { schema: toSchema(schema, 'output') },
        },
      };
    } else {
      responses[status] = {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        content: {
          'application/json': { schema: schema === ApiErrorSchema ? errorRef : toSchema(schema, 'output') },
        },
      };
    }
  }
  return {
    operationId: contract.id,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [contract.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: toSchema(contract.body, 'input'),
                ...(contract.example?.body === undefined ? {} : { example: contract.example.body }),
              },
            },
          },
        }
      : contract.rawBody
        ? {
            requestBody: {
              required: true,
              description: contract.rawBody.description,
              content: { [contract.rawBody.contentType]: { schema: { type: 'string' } } },
            },
          }
        : {}),
    responses,
    security: security(contract.auth),
  };
}

/** Tags of the document, in order of first use. */
const TAG_TEXT: Record<string, string> = {
  health: 'Liveness and readiness',
  session: 'SMS codes, log in and out, user info',
  dev: 'Development only (not in production)',
  meta: 'This document',
  seo: 'Search engines: robots.txt and the sitemaps',
};

/** The OpenAPI document (dev-only routes left out in production). */
export function buildOpenApi(options: { production: boolean; origin?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of CONTRACTS) {
    if (contract.devOnly && options.production) continue;
    paths[contract.path] ??= {};
    paths[contract.path]![contract.method.toLowerCase()] = contractOperation(contract);
  }
  const tags = [
    ...new Set(
      Object.values(paths).flatMap((methods) =>
        Object.values(methods).flatMap((op) => (op as { tags: string[] }).tags),
      ),
    ),
  ].map((name) => ({ name, description: TAG_TEXT[name] ?? name }));
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Renovo API',
      version: '0.1.0',
      description:
        'Identity by SMS code, clues (leads), quotes, favourites. Answers are `{code, status, message, data}`; errors carry a zh-TW `message`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.origin ?? '/', description: 'This server' }],
    tags,
    paths,
    components: {
      schemas: { [ERROR_COMPONENT]: toSchema(ApiErrorSchema, 'output') },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access_token of POST /v1/authorizations',
        },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'token',
          description: 'The HttpOnly cookie set at login',
        },
        staffCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'renovo_staff',
          description:
            'The staff console session (POST /console/api/session; HttpOnly, SameSite=Strict, Path=/console). Mutations also need the Origin of the site itself',
        },
      },
    },
  };
}
