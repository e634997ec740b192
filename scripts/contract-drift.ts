// The contract drift check (`API_URL=… npm run contract`, scripts/contract-check.mjs): calls every
// read-only endpoint of the published contract on a live backend, as a visitor and, given
// credentials, as a learner and an administrator, and reports each response that breaks the contract.
// The schemas are the zod schemas the client parses with, so what passes here parses in the app.
import { z } from 'zod';
import { toSearchParams } from '@/api/encode';
import type { Endpoint } from '@/api/endpoint';

export type Role = 'visitor' | 'learner' | 'administrator';
export interface Credentials {
  name: string;
  pass: string;
}

export interface ContractCheckOptions {
  /** The backend's origin: the contract's paths (`/api/v2/…`) are resolved against it. */
  baseUrl: string;
  contract: readonly Endpoint[];
  /** Who to sign in as, besides the visitor every run checks. */
  credentials?: Partial<Record<Exclude<Role, 'visitor'>, Credentials>>;
  /** Per request; a backend slower than this counts as not responding. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A response that breaks the contract. */
export interface Drift {
  role: Role;
  /** `GET /api/v2/trainings/12`, as it was called. */
  call: string;
  field: string;
  expected: string;
  received: string;
  /** How many more responses broke the same field the same way (items of a list, say). */
  alike: number;
}

export interface RoleSummary {
  role: Role;
  /** Responses compared with their schema (successes and documented errors). */
  checked: number;
  /** Calls the backend refused for this role (403, or 404 for a record that is not there). */
  notChecked: string[];
  /** What stopped the check from running as this role (a failed sign-in, a network error). */
  problems: string[];
}

export interface ContractReport {
  baseUrl: string;
  roles: RoleSummary[];
  drifts: Drift[];
}

const errorSchema = z.object({ message: z.string() });
const JSON_TYPE = 'application/json';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The cookies of one session: what the backend set, sent back as a browser would. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string) {
    return this.#cookies.get(name);
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => name);
const urlPath = (path: string) => (path.startsWith('/') ? path : `/api/v2/${path}`);

/** zod's path of an issue as a person would write it: `data[0].profile.mail`. */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('') || '(body)';

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );

const shown = (value: unknown) => {
  if (value === undefined) return 'nothing (the field is missing)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

type AnyDef = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  catchall?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
};
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as AnyDef;

/** The schema of the field at `path`, to say what the contract expects there in its own words. */
function schemaAt(
  schema: z.core.$ZodType | undefined,
  path: readonly PropertyKey[],
): z.core.$ZodType | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return schemaAt(def.innerType, path);
    case 'pipe':
      return schemaAt(def.in, path);
    case 'lazy':
      return schemaAt(def.getter?.(), path);
    default:
      break;
  }
  if (path.length === 0) return schema;
  const [key, ...rest] = path;
  switch (def.type) {
    case 'object':
      return schemaAt(def.shape?.[String(key)] ?? def.catchall, rest);
    case 'array':
      return schemaAt(def.element, rest);
    case 'record':
      return schemaAt(def.valueType, rest);
    case 'union':
      for (const option of def.options ?? []) {
        const found = schemaAt(option, path);
        if (found) return found;
      }
      return undefined;
    case 'intersection':
      return schemaAt(def.left, path) ?? schemaAt(def.right, path);
    default:
      return undefined;
  }
}

/** What the contract says of a schema: its own description, then the one of the format it refines. */
function descriptionsOf(schema: z.core.$ZodType | undefined): string[] {
  const descriptions: string[] = [];
  for (let current = schema; current; current = current._zod.parent) {
    const description = z.globalRegistry.get(current)?.description;
    if (description && !descriptions.includes(description)) descriptions.push(description);
  }
  return descriptions;
}

/** What the contract expects where an issue is: the field's descriptions, with zod's message. */
function expectation(schema: z.core.$ZodType, issue: z.core.$ZodIssue): string {
  const descriptions = descriptionsOf(schemaAt(schema, issue.path));
  return descriptions.length > 0 ? `${descriptions.join('; ')} (${issue.message})` : issue.message;
}

/**
 * Where a path parameter's value comes from: the first item of the list one level up
 * (`trainings/{id}` ← GET trainings), found under the parameter's name or, for an item that
 * nests its record (`archive`: `training.id`), one level down; or, for the few paths whose list
 * lives elsewhere, the response named here.
 */
const PARAM_SOURCES: Record<string, (bodies: Map<string, unknown>) => Record<string, unknown>> = {
  'storefront_sections/{id}': (bodies) => ({
    id: (bodies.get('storefront') as { data?: { sections?: { id?: unknown }[] } })?.data?.sections?.[0]?.id,
  }),
  'videos/{id}/captions/{language}': (bodies) => ({
    language: (bodies.get('videos/{id}') as { data?: { captions?: { language?: unknown }[] } })?.data
      ?.captions?.[0]?.language,
  }),
};

function findKey(item: unknown, name: string): unknown {
  if (item === null || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  if (record[name] !== undefined) return record[name];
  for (const value of Object.values(record)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const nested = (value as Record<string, unknown>)[name];
      if (nested !== undefined) return nested;
    }
  }
  return undefined;
}

function resolveParams(entry: Endpoint, bodies: Map<string, unknown>) {
  const values: Record<string, unknown> = {};
  const segments = entry.path.split('/');
  for (const [index, segment] of segments.entries()) {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) continue;
    const list = (bodies.get(segments.slice(0, index).join('/')) as { data?: unknown })?.data;
    if (Array.isArray(list)) values[name] = findKey(list[0], name);
  }
  Object.assign(
    values,
    Object.fromEntries(
      Object.entries(PARAM_SOURCES[entry.path]?.(bodies) ?? {}).filter(([, value]) => value !== undefined),
    ),
  );
  let fromResponses = true;
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') return encodeURIComponent(String(value));
    fromResponses = false;
    return encodeURIComponent(String(entry.example?.params?.[name] ?? 1));
  });
  return { path, fromResponses };
}

const mediaTypeMatches = (documented: string, received: string) => {
  const type = received.split(';')[0]?.trim().toLowerCase() ?? '';
  return documented.endsWith('/*') ? type.startsWith(documented.slice(0, -1)) : type === documented;
};

/** Calls every read-only endpoint as each role and compares each response with its schema. */
export async function checkContract(options: ContractCheckOptions): Promise<ContractReport> {
  const { baseUrl, contract, credentials = {}, timeoutMs = 20_000 } = options;
  const fetchImpl = options.fetch ?? fetch;
  const reads = contract
    .filter((entry) => entry.method === 'GET')
    // Lists before the records they lead to, whose ids come from them.
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => pathParams(a.entry.path).length - pathParams(b.entry.path).length || a.order - b.order)
    .map(({ entry }) => entry);
  const login = contract.find((entry) => entry.method === 'POST' && entry.path === 'user/login');
  const logout = contract.find((entry) => entry.method === 'POST' && entry.path === 'user/logout');
  const drifts = new Map<string, Drift>();
  const roles: RoleSummary[] = [];

  const roleList: [Role, Credentials | undefined][] = [
    ['visitor', undefined],
    ...(['learner', 'administrator'] as const).flatMap((role): [Role, Credentials][] =>
      credentials[role] ? [[role, credentials[role] as Credentials]] : [],
    ),
  ];

  for (const [role, account] of roleList) {
    const summary: RoleSummary = { role, checked: 0, notChecked: [], problems: [] };
    roles.push(summary);
    const jar = new CookieJar();
    const bodies = new Map<string, unknown>();

    const drift = (call: string, field: string, expected: string, received: string, fieldKey = field) => {
      // The same field broken the same way in every item of a list is one drift, counted.
      const key = `${role} ${call.split('?')[0]?.replace(/\/\d+(?=\/|$)/g, '/{}')} ${fieldKey.replace(/\[\d+\]/g, '[]')} ${expected}`;
      const known = drifts.get(key);
      if (known) known.alike += 1;
      else drifts.set(key, { role, call, field, expected, received, alike: 0 });
    };

    const send = async (method: string, path: string, init: { body?: string; accept?: string } = {}) => {
      const headers = new Headers({ Accept: init.accept ?? JSON_TYPE });
      const cookies = jar.header();
      if (cookies) headers.set('Cookie', cookies);
      if (method !== 'GET') {
        const token = jar.get(XSRF_COOKIE);
        if (token) headers.set(XSRF_HEADER, decodeURIComponent(token));
        headers.set('Content-Type', 'application/x-www-form-urlencoded');
      }
      if (init.accept && !init.accept.includes('json')) headers.set('Range', 'bytes=0-1023');
      const response = await fetchImpl(new URL(path, baseUrl), {
        method,
        headers,
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      jar.remember(response);
      return response;
    };

    /** Reads a JSON response and compares it with `schema`; undefined when it is not JSON. */
    const readJson = async (call: string, response: Response, schema: z.core.$ZodType) => {
      const type = response.headers.get('content-type') ?? '';
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        drift(call, '(body)', `JSON (${JSON_TYPE})`, `${type || 'no Content-Type'}: ${shown(text)}`);
        return undefined;
      }
      if (!type.toLowerCase().includes(JSON_TYPE)) drift(call, '(Content-Type)', JSON_TYPE, type || 'none');
      const result = z.safeParse(schema, body);
      if (!result.success) {
        for (const issue of result.error.issues) {
          drift(call, fieldName(issue.path), expectation(schema, issue), shown(valueAt(body, issue.path)));
        }
      }
      summary.checked += 1;
      return result.success ? body : undefined;
    };

    try {
      // The first response sets the XSRF cookie, as a page load does.
      await (await send('GET', urlPath('me'))).body?.cancel();
      if (account) {
        const body = new URLSearchParams({ name: account.name, pass: account.pass }).toString();
        const response = await send('POST', urlPath('user/login'), { body });
        const call = 'POST /api/v2/user/login';
        if (!response.ok) {
          summary.problems.push(
            `could not sign in as ${role} "${account.name}": ${response.status} ${shown(await response.text())}`,
          );
          continue;
        }
        if (login?.response) await readJson(call, response, login.response);
        else await response.body?.cancel();
      }
      for (const entry of reads) {
        const { path, fromResponses } = resolveParams(entry, bodies);
        const query = toSearchParams((entry.example?.query ?? {}) as never).toString();
        const target = `${urlPath(path)}${query ? `?${query}` : ''}`;
        const call = `GET ${target}`;
        const response = await send('GET', target, { accept: entry.produces ?? JSON_TYPE });
        if (response.status >= 200 && response.status < 300) {
          if (entry.response) {
            const body = await readJson(call, response, entry.response);
            if (body !== undefined) bodies.set(entry.path, body);
          } else {
            const type = response.headers.get('content-type') ?? '';
            if (entry.produces && !mediaTypeMatches(entry.produces, type))
              drift(call, '(Content-Type)', entry.produces, type || 'none');
            else summary.checked += 1;
            await response.body?.cancel();
          }
          continue;
        }
        if ([401, 403, 404].includes(response.status)) {
          await readJson(call, response, errorSchema);
          if (response.status === 401 && (entry.visitors || role !== 'visitor')) {
            drift(
              call,
              '(status)',
              entry.visitors
                ? 'a response to anyone, visitors included'
                : `a response to a signed-in ${role}`,
              '401 Not signed in',
            );
          } else if (response.status !== 401) {
            summary.notChecked.push(`${call} (${response.status}${fromResponses ? '' : ', an example id'})`);
          }
          continue;
        }
        drift(
          call,
          '(status)',
          '2xx, or 401/403/404 with { message }',
          `${response.status} ${shown(await response.text())}`,
        );
      }
      if (account && logout) await (await send('POST', urlPath('user/logout'))).body?.cancel();
    } catch (error) {
      summary.problems.push(`stopped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { baseUrl, roles, drifts: [...drifts.values()] };
}

/** Whether the backend keeps the contract: no drift, and nothing stopped the check. */
export const keepsContract = (report: ContractReport) =>
  report.drifts.length === 0 && report.roles.every((role) => role.problems.length === 0);

/** The report as `npm run contract` prints it. */
export function formatReport(report: ContractReport): string {
  const lines = [`Contract check of ${report.baseUrl}`];
  for (const role of report.roles) {
    const drifts = report.drifts.filter((drift) => drift.role === role.role).length;
    lines.push(
      `  ${role.role}: ${role.checked} responses checked, ${drifts} drifting, ${role.notChecked.length} refused (403/404, not checked)`,
    );
    for (const problem of role.problems) lines.push(`    problem: ${problem}`);
  }
  for (const drift of report.drifts) {
    lines.push(
      '',
      `DRIFT  ${drift.role}  ${drift.call}`,
      `  field     ${drift.field}`,
      `  expected  ${drift.expected}`,
      `  received  ${drift.received}${drift.alike > 0 ? ` (and ${drift.alike} more like it)` : ''}`,
    );
  }
  lines.push(
    '',
    keepsContract(report)
      ? 'The backend keeps the contract.'
      : `The backend breaks the contract: ${report.drifts.length} drift(s), ${report.roles.reduce((sum, role) => sum + role.problems.length, 0)} problem(s).`,
  );
  return lines.join('\n');
}
