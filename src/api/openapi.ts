import { z } from 'zod';
import { API_BASE } from './client';
import type { Endpoint } from './endpoint';
import { fieldMessagesSchema } from './endpoint';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 is OpenAPI 3.1's schema dialect. `input`: what travels on the wire. */
const toSchema = (schema: z.core.$ZodType, id?: string): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  // An $id scopes any internal `#/$defs/...` reference (recursive trees) to this schema.
  return id && '$defs' in json ? { $id: `urn:learning-platform:schema:${id}`, ...json } : json;
};

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

const schemaName = (entry: Endpoint, suffix: string) => {
  const type = (entry.example?.query as { type?: unknown } | undefined)?.type;
  return `${pascal(entry.method.toLowerCase())}${pascal(entry.path)}${typeof type === 'string' ? pascal(type) : ''}${suffix}`;
};

/** `users/{uid}` → `/users/{uid}`; absolute Drupal paths stay as they are. */
const documentPath = (path: string) => (path.startsWith('/') ? path : `${API_BASE}/${path}`);

function queryParameters(query: z.core.$ZodType | undefined): JsonSchema[] {
  if (!query) return [];
  const json = toSchema(query) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
    additionalProperties?: unknown;
  };
  const parameters: JsonSchema[] = Object.entries(json.properties ?? {}).map(([name, schema]) => {
    const isArray = schema.type === 'array';
    return {
      name: isArray ? `${name}[]` : name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      schema,
      ...(isArray ? { style: 'form', explode: true } : {}),
    };
  });
  if (json.additionalProperties && typeof json.additionalProperties === 'object') {
    parameters.push({
      name: 'vocabulary',
      in: 'query',
      description:
        'Any vocabulary machine name as the key, in bracket form (`topics[]=3&topics[]=7`), holding taxonomy term ids',
      style: 'deepObject',
      schema: { type: 'object', additionalProperties: json.additionalProperties },
    });
  }
  return parameters;
}

function headerParameters(headers: z.core.$ZodType | undefined): JsonSchema[] {
  if (!headers) return [];
  const json = toSchema(headers) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: 'header',
    required: json.required?.includes(name) ?? false,
    ...(description ? { description } : {}),
    schema,
  }));
}

const pathParameters = (path: string): JsonSchema[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer' },
  }));

const jsonContent = (ref: string) => ({ 'application/json': { schema: { $ref: ref } } });

const errorResponses = {
  '401': { description: 'Not signed in', content: jsonContent('#/components/schemas/Error') },
  '403': {
    description: 'Not allowed, or an unsafe request without the matching X-XSRF-TOKEN header',
    content: jsonContent('#/components/schemas/Error'),
  },
  '404': { description: 'Not found', content: jsonContent('#/components/schemas/Error') },
};

/** The OpenAPI 3.1 document of the contract, for backend developers (docs/api/openapi.json). */
export function buildOpenApi(contract: readonly Endpoint[]) {
  const schemas: Record<string, JsonSchema> = {
    Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    FieldMessages: toSchema(fieldMessagesSchema),
  };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const grouped = new Map<string, Endpoint[]>();
  for (const entry of contract) {
    const key = `${entry.method} ${entry.path}`;
    grouped.set(key, [...(grouped.get(key) ?? []), entry]);
  }
  for (const entries of grouped.values()) {
    const [first] = entries as [Endpoint, ...Endpoint[]];
    const responseRefs = entries.flatMap((entry) => {
      if (!entry.response) return [];
      const name = schemaName(entry, 'Response');
      schemas[name] = toSchema(entry.response, name);
      return [{ $ref: `#/components/schemas/${name}` }];
    });
    const success =
      responseRefs.length === 0
        ? { '204': { description: 'Done, no content' } }
        : {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: responseRefs.length === 1 ? responseRefs[0] : { oneOf: responseRefs },
                },
              },
            },
          };
    const body = entries.find((entry) => entry.body)?.body;
    const queries = entries.flatMap((entry) => queryParameters(entry.query));
    const parameters = [
      ...pathParameters(first.path),
      ...entries.flatMap((entry) => headerParameters(entry.headers)),
      ...[...new Map(queries.map((p) => [p.name as string, p])).values()].map((parameter) => {
        const values = queries.filter((q) => q.name === parameter.name).map((q) => q.schema);
        return values.length > 1 ? { ...parameter, schema: { anyOf: values } } : parameter;
      }),
    ];
    const operation: JsonSchema = {
      operationId: pascal(`${first.method.toLowerCase()} ${first.path}`),
      tags: [first.group],
      summary: entries.map((entry) => entry.summary).join('; '),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: { 'application/x-www-form-urlencoded': { schema: toSchema(body) } },
            },
          }
        : {}),
      responses: {
        ...success,
        ...(entries.some((entry) => entry.fieldErrors)
          ? {
              '400': {
                description: 'Invalid input, per field',
                content: jsonContent('#/components/schemas/FieldMessages'),
              },
            }
          : {}),
        ...errorResponses,
      },
    };
    const path = documentPath(first.path);
    paths[path] = { ...paths[path], [first.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Learning platform /api/v2',
      version: '2.0.0',
      description:
        'Generated from the zod schemas in src/api (npm run openapi). Query arrays use bracket form (a[]=1&a[]=2); ' +
        'bodies are form-encoded unless multipart; unsafe methods need the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN. ' +
        'See docs/api/README.md.',
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { schemas },
  };
}
