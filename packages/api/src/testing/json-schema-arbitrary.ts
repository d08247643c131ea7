/**
 * fast-check arbitraries from JSON Schema (ADR 019): the contract test turns each contract's
 * params, query and body into JSON Schema (`z.toJSONSchema`, as the OpenAPI document shows them)
 * and draws requests from it. No maintained library draws from zod 4 schemas (zod-fast-check
 * supports zod 3 only), and JSON Schema is what a client reading the document sees.
 *
 * `valid` draws what the schema describes (refinements a JSON Schema cannot say, such as "no
 * control characters", may still be refused: the answer is then a documented 422); `invalid`
 * draws a value with one field replaced by a hostile one, or any JSON at all.
 */
import fc from 'fast-check';

/** A JSON Schema object (the subset `z.toJSONSchema` writes). */
export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** Values no field should take quietly: NUL, lone surrogates, int4 overflow, 2^53, huge text… */
export const HOSTILE: fc.Arbitrary<unknown> = fc.constantFrom(
  '\u0000',
  '\ud800',
  'a\u0007b',
  2 ** 31,
  2 ** 53,
  -1,
  0,
  1.5,
  '2147483648',
  '-1',
  '',
  ' ',
  'x'.repeat(5000),
  null,
  true,
  [],
  {},
  { __proto__: { polluted: 1 } },
  '<script>alert(1)</script>',
  '09123456789',
);

const SMALL_JSON = fc.jsonValue({ maxDepth: 2 });

function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  if (lo > hi) return fc.constant(lo);
  // Small values are the ones that find rows: favour the low end.
  return fc.oneof(
    fc.integer({ min: lo, max: Math.min(hi, lo + 50) }),
    fc.integer({ min: lo, max: hi }),
    fc.constantFrom(lo, hi),
  );
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      const re = new RegExp(schema.pattern);
      return fc
        .stringMatching(re)
        .filter(
          (s) =>
            s.length <= (schema.maxLength ?? 10_000) &&
            s.length >= (schema.minLength ?? 0) &&
            s.length <= 200,
        );
    } catch {
      // A pattern JavaScript cannot read: plain text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 64));
  return fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abc09 台北市-_') });
}

/** Values `schema` describes. */
export function valid(schema: JsonSchema | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || depth > 6) return SMALL_JSON;
  if (schema === false) return fc.constant(undefined);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => valid({ ...schema, type: t }, depth)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArb(schema);
    case 'number':
      return fc.oneof(
        integerArb(schema),
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
      );
    case 'string':
      return stringArb(schema);
    case 'array':
      return fc.array(valid(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = schema.required ?? [];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) record[key] = valid(sub, depth + 1);
      if (Object.keys(record).length === 0) return fc.constant({});
      return fc.record(record, { requiredKeys: required.filter((k) => k in record) });
    }
    default:
      return SMALL_JSON;
  }
}

/** Values that break `schema` somewhere: one field made hostile or dropped, or any JSON. */
export function invalid(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = valid(schema);
  const fields = Object.keys(schema?.properties ?? {});
  const broken = fields.length
    ? fc
        .tuple(base, fc.constantFrom(...fields), fc.oneof(HOSTILE, SMALL_JSON), fc.boolean())
        .map(([value, field, bad, drop]) => {
          const copy = { ...(value as Record<string, unknown>) };
          if (drop) delete copy[field];
          else copy[field] = bad;
          return copy;
        })
    : fc.oneof(HOSTILE, SMALL_JSON);
  return fc.oneof({ arbitrary: broken, weight: 3 }, { arbitrary: fc.oneof(HOSTILE, SMALL_JSON), weight: 1 });
}
