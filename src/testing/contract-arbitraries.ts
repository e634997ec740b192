import fc from 'fast-check';
import type { Endpoint } from '@/api/endpoint';
import { buildOpenApi } from '@/api/openapi';
import { publishedContract as contract } from '@/app/api-contract';

/*
 * Arbitraries of the responses the published contract allows (docs/api/openapi.json), for the
 * property tests that feed them to the client (src/app/contract-responses.property.test.ts) and to
 * whole pages rendered on the server (src/app/pages-rendered.property.test.ts).
 */

export type JsonSchema = {
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  examples?: unknown[];
  default?: unknown;
};

export const document = JSON.parse(JSON.stringify(buildOpenApi(contract))) as {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >;
  components: { schemas: Record<string, JsonSchema> };
};

const SAFE = Number.MAX_SAFE_INTEGER;
/** Lists stay short, and a recursive schema (the navigation tree) stops after a few levels. */
const MAX_ITEMS = 3;
const MAX_DEPTH = 3;

// Built once per schema and depth: a pattern's arbitrary is costly to make.
const made = new WeakMap<JsonSchema, Map<number, fc.Arbitrary<unknown>>>();

/** An arbitrary of the values a JSON Schema (the subset zod writes) allows. */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const byDepth = made.get(schema) ?? new Map<number, fc.Arbitrary<unknown>>();
  made.set(schema, byDepth);
  let arbitrary = byDepth.get(depth);
  if (!arbitrary) {
    arbitrary = makeArbitrary(schema, depth);
    byDepth.set(depth, arbitrary);
  }
  return arbitrary;
}

function makeArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return arbitraryOf(target, depth + 1);
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, depth)));
  // `type: ['string', 'null']`: zod's way of writing a nullable scalar.
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type: string) => arbitraryOf({ ...schema, type }, depth)));
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(
        schema.minimum ?? -SAFE,
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -SAFE,
      );
      const max = Math.min(
        schema.maximum ?? SAFE,
        schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : SAFE,
      );
      // The bounds themselves, where formatting breaks first (−9,007,199,254,740,991 points).
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e12,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e12,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string': {
      const text = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 40 })
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
      return schema.examples?.length
        ? fc.oneof(fc.constantFrom(...(schema.examples as string[])), text)
        : text;
    }
    case 'array':
      return depth >= MAX_DEPTH
        ? fc.constant([])
        : fc.array(arbitraryOf(schema.items ?? {}, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
          });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, arbitraryOf(value, depth)]),
      );
      const fixed = fc.record(properties, { requiredKeys: schema.required ?? [] });
      if (typeof schema.additionalProperties !== 'object') return fixed;
      const extra = fc.dictionary(
        fc.stringMatching(/^[a-z][a-z_]{0,11}$/),
        arbitraryOf(schema.additionalProperties, depth + 1),
        { maxKeys: MAX_ITEMS },
      );
      return fc.tuple(extra, fixed).map(([more, known]) => ({ ...more, ...known }));
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** The document's schema of an entry's response (GET settings: the shape its `type` asks for). */
export function documentSchemaOf(entry: Endpoint): JsonSchema {
  const path = entry.path.startsWith('/') ? entry.path : `/api/v2/${entry.path}`;
  const schema = document.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`No JSON response to GET ${path} in the document`);
  const type = (entry.example?.query as { type?: string } | undefined)?.type;
  if (!schema.anyOf || !type) return schema;
  const name = `${type[0]?.toUpperCase()}${type.slice(1)}Response`;
  return schema.anyOf.find((option) => option.$ref?.endsWith(name)) ?? schema;
}
