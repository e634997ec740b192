import { z } from '@/api/zod';
import { API_BASE } from './client';
import type { Endpoint } from './endpoint';
import { fieldMessagesSchema } from './endpoint';

type JsonSchema = Record<string, unknown>;

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/** Rewrites every `#/$defs/X` reference of a schema into the document's `#/components/schemas/X`. */
function pointDefsAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointDefsAtComponents);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith(DEFS)
        ? `${COMPONENTS}${item.slice(DEFS.length)}`
        : pointDefsAtComponents(item),
    ]),
  );
}

/**
 * JSON Schema 2020-12 is OpenAPI 3.1's schema dialect. `input`: what travels on the wire. A schema
 * named in zod's registry (a recursive tree such as the navigation) becomes a component of its own,
 * gathered into `components`, so that every reference resolves inside the document.
 */
const toSchema = (schema: z.core.$ZodType, components: Record<string, JsonSchema>): JsonSchema => {
  const {
    $schema: _,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [name, definition] of Object.entries($defs ?? {})) {
    // zod numbers an unnamed cycle from 0 in every call: two of them would collide.
    if (name.startsWith('__schema')) {
      throw new Error(
        `A recursive schema has no name (${name}): register it with an id (z.globalRegistry.add(schema, { id }))`,
      );
    }
    const component = pointDefsAtComponents(definition) as JsonSchema;
    const known = components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(component)) {
      throw new Error(`Two different schemas are named ${name}`);
    }
    components[name] = component;
  }
  return pointDefsAtComponents(json) as JsonSchema;
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

function queryParameters(
  query: z.core.$ZodType | undefined,
  components: Record<string, JsonSchema>,
): JsonSchema[] {
  if (!query) return [];
  const json = toSchema(query, components) as {
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

function headerParameters(
  headers: z.core.$ZodType | undefined,
  components: Record<string, JsonSchema>,
): JsonSchema[] {
  if (!headers) return [];
  const json = toSchema(headers, components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: 'header',
    required: json.required?.includes(name) ?? false,
    ...(description ? { description } : {}),
    schema,
  }));
}

/** Path parameters: the ones `params` describes, every other one an id (1 or more). */
function pathParameters(
  path: string,
  params: z.core.$ZodType | undefined,
  components: Record<string, JsonSchema>,
): JsonSchema[] {
  const described = (params ? toSchema(params, components).properties : undefined) as
    | Record<string, JsonSchema>
    | undefined;
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: described?.[name] ?? { type: 'integer', minimum: 1, examples: [1] },
  }));
}

const jsonContent = (ref: string) => ({ 'application/json': { schema: { $ref: ref } } });
const errorContent = jsonContent(`${COMPONENTS}Error`);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Drupal's session cookie and the XSRF header (docs/api/README.md, "Conventions"). */
const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'SESS',
    description:
      "Drupal's session cookie, set by POST /api/v2/user/login and POST /api/v2/user/register and cleared by " +
      'POST /api/v2/user/logout. Its real name is per site: SESS (http) or SSESS (https) followed by a hash of the ' +
      "site's domain; the mock API's is mock_session.",
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'Every response sets the XSRF-TOKEN cookie; an unsafe request (POST, PATCH, PUT, DELETE) echoes its value ' +
      "in this header, or the server responds with 403 { message: 'X-XSRF-TOKEN request header is missing' } (or '… is invalid').",
  },
};

/**
 * Who may call an operation. A read open to visitors takes the session when there is one (`{}`:
 * anonymous access); an unsafe request always needs the XSRF header, and a session unless visitors
 * may send it (log in, register, the cookie agreement).
 */
function securityOf(entries: readonly Endpoint[], method: string) {
  const visitors = entries.some((entry) => entry.visitors);
  if (SAFE_METHODS.has(method)) return visitors ? [{}, { session: [] }] : [{ session: [] }];
  return visitors ? [{ xsrf: [] }] : [{ session: [], xsrf: [] }];
}

function errorResponses(entries: readonly Endpoint[], method: string) {
  const visitors = entries.some((entry) => entry.visitors);
  return {
    ...(visitors ? {} : { '401': { description: 'Not signed in', content: errorContent } }),
    '403': {
      description: SAFE_METHODS.has(method)
        ? 'Not allowed: a permission or an access flag the user lacks'
        : 'Not allowed, or the X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie',
      content: errorContent,
    },
    '404': { description: 'Not found', content: errorContent },
  };
}

function successResponses(entries: readonly Endpoint[], schemas: Record<string, JsonSchema>) {
  const produces = entries.find((entry) => entry.produces)?.produces;
  if (produces) {
    return {
      '200': {
        description: `The file, as ${produces}`,
        content: { [produces]: { schema: { type: 'string', contentMediaType: produces } } },
      },
    };
  }
  const responseRefs = entries.flatMap((entry) => {
    if (!entry.response) return [];
    const name = schemaName(entry, 'Response');
    schemas[name] = toSchema(entry.response, schemas);
    return [{ $ref: `${COMPONENTS}${name}` }];
  });
  if (responseRefs.length === 0) return { '204': { description: 'Done, no content' } };
  // One path responding in several shapes, chosen by a query value (GET settings?type=…): any of them.
  const schema = responseRefs.length === 1 ? responseRefs[0] : { anyOf: responseRefs };
  return { '200': { description: 'OK', content: { 'application/json': { schema } } } };
}

/** The OpenAPI 3.1 document of the contract, for backend developers (docs/api/openapi.json). */
export function buildOpenApi(contract: readonly Endpoint[]) {
  const schemas: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      properties: { message: { type: 'string', examples: ['You must sign in to see this page.'] } },
      required: ['message'],
    },
  };
  schemas.FieldMessages = toSchema(fieldMessagesSchema, schemas);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const grouped = new Map<string, Endpoint[]>();
  for (const entry of contract) {
    const key = `${entry.method} ${entry.path}`;
    grouped.set(key, [...(grouped.get(key) ?? []), entry]);
  }
  for (const entries of grouped.values()) {
    const [first] = entries as [Endpoint, ...Endpoint[]];
    const bodyEntry = entries.find((entry) => entry.body);
    const queries = entries.flatMap((entry) => queryParameters(entry.query, schemas));
    const parameters = [
      ...pathParameters(first.path, entries.find((entry) => entry.params)?.params, schemas),
      ...entries.flatMap((entry) => headerParameters(entry.headers, schemas)),
      ...[...new Map(queries.map((p) => [p.name as string, p])).values()].map((parameter) => {
        const values = queries.filter((q) => q.name === parameter.name).map((q) => q.schema);
        return values.length > 1 ? { ...parameter, schema: { anyOf: values } } : parameter;
      }),
    ];
    const operation: JsonSchema = {
      operationId: pascal(`${first.method.toLowerCase()} ${first.path}`),
      tags: [first.group],
      summary: entries.map((entry) => entry.summary).join('; '),
      security: securityOf(entries, first.method),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(bodyEntry?.body
        ? {
            requestBody: {
              required: true,
              content: {
                [bodyEntry.multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded']: {
                  schema: toSchema(bodyEntry.body, schemas),
                },
              },
            },
          }
        : {}),
      responses: {
        ...successResponses(entries, schemas),
        ...(entries.some((entry) => entry.fieldErrors)
          ? {
              '400': {
                description: 'Invalid input, per field',
                content: jsonContent(`${COMPONENTS}FieldMessages`),
              },
            }
          : {}),
        ...errorResponses(entries, first.method),
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
        'bodies are form-encoded unless multipart; dates travel as yyyy-MM-dd HH:mm:ss in UTC; unsafe methods need ' +
        'the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN. See docs/api/README.md.',
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes,
    },
  };
}
